// /management/exListNone, "Products not on display": products a device holds on no tray
// (product.list placement OFF_TRAY) — customers cannot take them. Each can go back on a tray of
// its device, or its units to a warehouse. Org tree down to a device and keyword in the URL.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useLanguage } from '../../../i18n';
import { useProductStore, type ProductMapping, type StockQuery } from '../store';
import type { ListColumn } from '../../../ui/DataList';
import { formatWon } from '../../../ui/format';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListLoad } from '../../../ui/list/useListLoad';
import { useListController } from '../../../ui/list/useListController';
import { StockActions, type StockAction } from '../inventory/StockActions';
import { actionsColumn, DeviceStockList, productColumns, stockStateColumns } from '../inventory/stockColumns';
import { useStockDialogs } from '../inventory/useStockDialogs';
import { PlaceOnTrayDialog } from './PlaceOnTrayDialog';

const FILTERS = { keyword: 'text' } as const;
const MOVE_TO = ['warehouse', 'device'] as const;
const ROW_ACTIONS: readonly StockAction[] = ['history', 'delete'];

export default function ExListNonePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const controller = useListController(FILTERS, 'device');
  const { query, refresh } = controller;
  const list = useProductStore((s) => s.list);
  const [placing, setPlacing] = useState<ProductMapping | null>(null);
  const body = useMemo<StockQuery>(() => ({ ...query, placement: 'OFF_TRAY' }), [query]);

  const load = useListLoad(`${JSON.stringify(body)}#${refresh}`, () => useProductStore.getState().fetchList(body));
  // The product list is this screen's while it is open.
  useEffect(() => () => useProductStore.getState().resetList(), []);

  const { onAction, dialogs } = useStockDialogs({ moveTo: MOVE_TO, onChanged: load.retry });

  const columns = useMemo<ListColumn<ProductMapping>[]>(
    () => [
      ...productColumns(t),
      { field: 'companyName', header: t('fields.companyName'), sortable: true },
      { field: 'divisionName', header: t('fields.divisionName'), sortable: true },
      { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap', sortable: true },
      { field: 'price', header: t('fields.price'), body: (row) => formatWon(row.price, lang), sortable: true, className: 'text-right white-space-nowrap' },
      ...stockStateColumns(t),
      actionsColumn((row) => (
        <>
          <Button type="button" label={t('exListNone.place')} icon="pi pi-th-large" size="small" outlined aria-label={t('exListNone.placeOf', { product: row.productName })} onClick={() => setPlacing(row)} />
          <Button type="button" label={t('exListNone.toWarehouse')} icon="pi pi-warehouse" size="small" outlined aria-label={t('exListNone.toWarehouseOf', { product: row.productName })} onClick={() => onAction('move', row)} />
          <StockActions row={row} onAction={onAction} only={ROW_ACTIONS} />
        </>
      )),
    ],
    [t, lang, onAction],
  );

  return (
    <ListScreen
      controller={controller}
      load={load}
      intro={<Message severity="info" text={t('exListNone.explain')} className="justify-content-start" data-testid="exlistnone-explain" />}
      after={
        <>
          {dialogs}
          <PlaceOnTrayDialog mapping={placing} onHide={() => setPlacing(null)} onPlaced={load.retry} />
        </>
      }
    >
      <DeviceStockList
        label={t('titles.exListNone')}
        rows={list}
        emptyMessage={t('exListNone.empty')}
        columns={columns}
        exportName="products-not-on-display"
      />
    </ListScreen>
  );
}
