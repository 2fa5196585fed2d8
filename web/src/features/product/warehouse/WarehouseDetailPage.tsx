// /management/warehouseManagement/:divisionIdx: one warehouse — its stock (product.list placement
// WAREHOUSE) with "send to device" (a stock move), history and delete, and its stock movements
// (product.movements) in a period. Keyword, period and the open tab live in the URL.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import type { Division } from '@contract/entities';
import { useBackendToday } from '../../../core/backendClock';
import { useLanguage } from '../../../i18n';
import { useProductStore, type ProductMapping, type StockMovement } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { DateRangeFilter } from '../../../ui/DateRangeFilter';
import { BackToListButton, DetailFrame } from '../../../ui/DetailFrame';
import { FieldView } from '../../../ui/FieldView';
import { fullAddress } from '../../../ui/format';
import { KeywordSearch } from '../../../ui/KeywordSearch';
import { ListToolbar } from '../../../ui/ListToolbar';
import { useListController } from '../../../ui/list/useListController';
import { StockActions, type StockAction } from '../inventory/StockActions';
import { actionsColumn, productColumns, stockStateColumns } from '../inventory/stockColumns';
import { transactionColumns } from '../inventory/TransactionTag';
import { useStockDialogs } from '../inventory/useStockDialogs';
import { stockTotalsByDivision, WAREHOUSE_PATH } from './warehouseStock';
import { listUrl } from '../../../ui/list/listPlace';

const TABS = ['stock', 'movements'] as const;
const FILTERS = { keyword: 'text', startDate: 'date', endDate: 'date', tab: TABS } as const;
const MOVE_TO = ['device', 'warehouse'] as const;
const ROW_ACTIONS: readonly StockAction[] = ['history', 'delete'];

export default function WarehouseDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const today = useBackendToday();
  const navigate = useNavigate();
  const { divisionIdx: param = '' } = useParams();
  const divisionIdx = Number(param);
  const { filters, refresh, update } = useListController(FILTERS);
  const stock = useProductStore((s) => s.list);
  const movements = useProductStore((s) => s.movements);
  // The warehouse itself is kept here: the store's warehouse list serves the move dialog too.
  const [lookup, setLookup] = useState<{ done: boolean; failure: string | null; warehouse: Division | null }>({ done: false, failure: null, warehouse: null });
  const [movementFailure, setMovementFailure] = useState<string | null>(null);
  const warehouse = lookup.warehouse;

  useEffect(() => {
    setLookup({ done: false, failure: null, warehouse: null });
    void useProductStore
      .getState()
      .fetchWarehouses({ divisionIdx })
      .then((result) =>
        setLookup({ done: true, failure: result.ok ? null : result.message, warehouse: result.response?.data.list.find((w) => w.divisionIdx === divisionIdx) ?? null }),
      );
  }, [divisionIdx]);

  const keyword = filters.keyword;
  const loadStock = useCallback(() => {
    void useProductStore.getState().fetchList({ placement: 'WAREHOUSE', divisionIdx, ...(keyword ? { keyword } : {}) });
  }, [divisionIdx, keyword]);
  useEffect(() => {
    loadStock();
  }, [loadStock, refresh]);
  useEffect(() => () => useProductStore.getState().resetList(), []);

  const movementQuery = useMemo(
    () => ({ divisionIdx, placement: 'WAREHOUSE' as const, ...(keyword ? { keyword } : {}), ...(filters.startDate && filters.endDate ? { startDate: filters.startDate, endDate: filters.endDate } : {}) }),
    [divisionIdx, keyword, filters.startDate, filters.endDate],
  );
  const loadMovements = useCallback(() => {
    void useProductStore
      .getState()
      .fetchMovements(movementQuery)
      .then((result) => setMovementFailure(result.ok ? null : result.message));
  }, [movementQuery]);
  useEffect(() => {
    loadMovements();
  }, [loadMovements, refresh]);

  const changed = useCallback(() => {
    loadStock();
    loadMovements();
  }, [loadStock, loadMovements]);
  const { onAction, dialogs } = useStockDialogs({ moveTo: MOVE_TO, onChanged: changed });

  const stockColumns = useMemo<ListColumn<ProductMapping>[]>(
    () => [
      ...productColumns(t),
      ...stockStateColumns(t),
      actionsColumn((row) => (
        <>
          <Button
            type="button"
            label={t('warehouse.sendToDevice')}
            icon="pi pi-send"
            size="small"
            outlined
            disabled={row.stock === 0}
            aria-label={t('warehouse.sendToDeviceOf', { product: row.productName })}
            onClick={() => onAction('move', row)}
          />
          <StockActions row={row} onAction={onAction} only={ROW_ACTIONS} />
        </>
      )),
    ],
    [t, onAction],
  );
  const movementColumns = useMemo<ListColumn<StockMovement>[]>(() => {
    const [when, ...rest] = transactionColumns<StockMovement>(t, lang);
    return [when!, { field: 'productName', header: t('fields.productName'), sortable: true }, ...rest];
  }, [t, lang]);

  const totals = stockTotalsByDivision(stock, today).get(divisionIdx);
  const notFound = lookup.done && !lookup.failure && !warehouse ? t('warehouse.notFound') : null;
  return (
    <DetailFrame ready={warehouse !== null} failure={lookup.failure ?? notFound} onBack={() => navigate(listUrl(WAREHOUSE_PATH))}>
      {warehouse && (
        <div className="flex flex-column gap-3">
          <FieldView
            testId="warehouse-view"
            record={warehouse}
            rows={[
              ['warehouseName', warehouse.divisionName],
              'companyName',
              ['fullAddress', fullAddress(warehouse.address, warehouse.addressDetail)],
              'managerName',
              'phone',
              ['stockTotal', t('warehouse.totals', { products: totals?.productCount ?? 0, units: totals?.stockTotal ?? 0 })],
            ]}
          />
          <div>
            <BackToListButton onClick={() => navigate(listUrl(WAREHOUSE_PATH))} />
          </div>
          <ListToolbar>
            <KeywordSearch value={keyword ?? ''} onSearch={(value) => update({ keyword: value })} />
            <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={(range) => update(range)} />
          </ListToolbar>
          <TabView activeIndex={TABS.indexOf(filters.tab ?? 'stock')} onTabChange={(e) => update({ tab: e.index === 0 ? '' : TABS[e.index] })}>
            <TabPanel header={t('warehouse.stock')}>
              <DataList<ProductMapping>
                label={t('warehouse.stock')}
                rows={stock}
                dataKey="productMappingIdx"
                emptyMessage={t('warehouse.noStock')}
                columns={stockColumns}
                pageKey={keyword}
                exportName={`warehouse-${divisionIdx}-stock`}
              />
            </TabPanel>
            <TabPanel header={t('warehouse.movements')}>
              {movementFailure && <Message severity="error" text={movementFailure} className="mb-2" />}
              <DataList<StockMovement>
                label={t('warehouse.movements')}
                rows={movements}
                dataKey="transactionIdx"
                emptyMessage={t('warehouse.noMovements')}
                columns={movementColumns}
                pageKey={JSON.stringify(movementQuery)}
                exportName={`warehouse-${divisionIdx}-movements`}
              />
            </TabPanel>
          </TabView>
          {dialogs}
        </div>
      )}
    </DetailFrame>
  );
}
