// /management/warehouseManagement: the warehouses (divisions of type WAREHOUSE) with their stock
// totals — products, units, expired or expiring soon. Company filter and keyword in the URL;
// row ⇒ the warehouse's stock and movements.
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { useBackendToday } from '../../../core/backendClock';
import { paths } from '../../../core/paths';
import { useProductStore } from '../store';
import { DataList, type ListColumn, type ListNames } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { formatCount, fullAddress } from '../../../ui/format';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListLoad } from '../../../ui/list/useListLoad';
import { useListController } from '../../../ui/list/useListController';
import { warehouseRows, type WarehouseRow } from './warehouseStock';
import { addressColumn } from '../../../ui/addressColumn';

const WAREHOUSE_LIST: ListNames = { titleKey: 'titles.warehouse', emptyKey: 'warehouse.empty', exportName: 'warehouses' };

const FILTERS = { keyword: 'text' } as const;

export default function WarehouseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'company');
  const { query, refresh } = controller;
  const warehouses = useProductStore((s) => s.warehouses);
  const stock = useProductStore((s) => s.list);
  const load = useListLoad(`${JSON.stringify(query)}#${refresh}`, async () => {
    const { fetchWarehouses, fetchList } = useProductStore.getState();
    const results = await Promise.all([fetchWarehouses(query), fetchList({ placement: 'WAREHOUSE', ...(query.companyIdx ? { companyIdx: query.companyIdx } : {}) })]);
    return results.find((r) => !r.ok) ?? results[0];
  });
  useEffect(() => () => useProductStore.getState().resetList(), []);

  const today = useBackendToday();
  const rows = useMemo(() => warehouseRows(warehouses, stock, today), [warehouses, stock, today]);
  const columns = useMemo<ListColumn<WarehouseRow>[]>(
    () => [
      { field: 'divisionName', header: t('fields.warehouseName'), className: 'font-medium', sortable: true },
      { field: 'companyName', header: t('fields.companyName'), sortable: true },
      addressColumn(t, (row) => fullAddress(row.address, row.addressDetail)),
      { field: 'managerName', header: t('fields.managerName'), sortable: true },
      { field: 'phone', header: t('fields.phone'), className: 'white-space-nowrap' },
      { field: 'productCount', header: t('fields.productCount'), body: (row) => formatCount(row.productCount), sortable: true, className: 'text-right' },
      { field: 'stockTotal', header: t('fields.stockTotal'), body: (row) => formatCount(row.stockTotal), sortable: true, className: 'text-right' },
      {
        field: 'expiringCount',
        header: t('fields.expiringCount'),
        body: (row) => (row.expiringCount > 0 ? <Tag value={formatCount(row.expiringCount)} severity="warning" rounded /> : '0'),
        sortable: true,
      },
      { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
    ],
    [t],
  );

  return (
    <ListScreen
      controller={controller}
      load={load}
      summary={<small className="text-600">{t('warehouse.intro')}</small>}
    >
      <DataList<WarehouseRow>
        names={WAREHOUSE_LIST}
        rows={rows}
        dataKey="divisionIdx"
        onRowClick={(row) => navigate(paths.warehouseDetail(row.divisionIdx))}
        columns={columns}
      />
    </ListScreen>
  );
}
