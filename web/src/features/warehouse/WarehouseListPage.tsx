// /management/warehouseManagement: the warehouses (divisions of type WAREHOUSE) with their stock
// totals — products, units, expired or expiring soon. Company filter and keyword in the URL;
// row ⇒ the warehouse's stock and movements.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { DATE_FORMAT } from '@contract/constants';
import { useBackendToday } from '../../app/backendClock';
import { useProductStore } from '../../state/product';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, formatDate, fullAddress } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { useListFilters } from '../../ui/useListFilters';
import { WAREHOUSE_PATH, warehouseRows, type WarehouseRow } from './warehouseStock';

const FILTERS = { keyword: 'text' } as const;

export default function WarehouseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'company');
  const warehouses = useProductStore((s) => s.warehouses);
  const stock = useProductStore((s) => s.list);
  const loading = useProductStore((s) => s.loading);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const { fetchWarehouses, fetchList } = useProductStore.getState();
    void Promise.all([fetchWarehouses(query), fetchList({ placement: 'WAREHOUSE', ...(query.companyIdx ? { companyIdx: query.companyIdx } : {}) })]).then((results) =>
      setFailure(results.find((r) => !r.ok)?.message ?? null),
    );
  }, [query, refresh]);
  useEffect(() => () => useProductStore.getState().resetList(), []);

  const today = useBackendToday();
  const rows = useMemo(() => warehouseRows(warehouses, stock, today), [warehouses, stock, today]);
  const columns = useMemo<ListColumn<WarehouseRow>[]>(
    () => [
      { field: 'divisionName', header: t('fields.warehouseName'), className: 'font-medium', sortable: true },
      { field: 'companyName', header: t('fields.companyName'), sortable: true },
      {
        field: 'fullAddress',
        header: t('fields.fullAddress'),
        body: (row) => fullAddress(row.address, row.addressDetail),
        className: 'col-address',
        sortable: true,
        sortValue: (row) => fullAddress(row.address, row.addressDetail),
        csv: (row) => fullAddress(row.address, row.addressDetail),
      },
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
      { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true, csv: (row) => formatDate(row.createdDate, DATE_FORMAT) },
    ],
    [t],
  );

  return (
    <div className="flex flex-column gap-3">
      <ListToolbar>
        <OrgFilter level="company" />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      <small className="text-600">{t('warehouse.intro')}</small>
      {failure && <Message severity="error" text={failure} />}
      <DataList<WarehouseRow>
        label={t('titles.warehouse')}
        rows={rows}
        dataKey="divisionIdx"
        loading={loading}
        pageKey={JSON.stringify(query)}
        emptyMessage={t('warehouse.empty')}
        onRowClick={(row) => navigate(`${WAREHOUSE_PATH}/${row.divisionIdx}`)}
        columns={columns}
        exportName="warehouses"
      />
    </div>
  );
}
