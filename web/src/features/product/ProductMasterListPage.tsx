// /management/product/master: company filter and keyword (kept in the URL), the shared catalog and
// the companies' own records with owner, prices in won and dates as YYYY-MM-DD; row ⇒ detail;
// new product; CSV export.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIST_DATE_FORMAT } from '@contract/constants';
import { useLanguage } from '../../i18n';
import { useProductStore, type ProductMaster } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatWon } from '../../ui/format';
import { useListController } from '../../ui/list/useListController';
import { ProductImage } from '../../ui/ProductImage';
import { ownerLabel } from './productForm';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { ListScreen } from '../../ui/list/ListScreen';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';

const FILTERS = { keyword: 'text' } as const;

export default function ProductMasterListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const canCreate = useCan('productMaster', 'create');
  const controller = useListController(FILTERS, 'company');
  const { query, refresh } = controller;
  const masterList = useProductStore((s) => s.masterList);
  const fetchMasterList = useProductStore((s) => s.fetchMasterList);
  const load = useQueryLoad(query, refresh, fetchMasterList);

  // Stable columns: DataList sorts again whenever they change.
  const columns = useMemo<ListColumn<ProductMaster>[]>(
    () => [
      {
        field: 'image',
        header: t('fields.image'),
        body: (row) => <ProductImage imgFullPath={row.imgFullPath} productName={row.productName} />,
        csv: false,
      },
      { field: 'productName', header: t('fields.productName'), className: 'font-medium', sortable: true },
      { field: 'barcode', header: t('fields.barcode'), sortable: true },
      { field: 'category', header: t('fields.category'), sortable: true },
      { field: 'manufacturer', header: t('fields.manufacturer'), sortable: true },
      { field: 'owner', header: t('fields.owner'), body: (row) => ownerLabel(t, row), sortable: true, sortValue: (row) => ownerLabel(t, row), csv: (row) => ownerLabel(t, row) },
      { field: 'price', header: t('fields.price'), body: (row) => formatWon(row.price, lang), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'cost', header: t('fields.cost'), body: (row) => formatWon(row.cost, lang), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'shelfLifeDays', header: t('fields.shelfLifeDays'), body: (row) => t('product.days', { count: row.shelfLifeDays }), sortable: true },
      {
        field: 'createdDate',
        header: t('fields.createdDate'),
        body: (row) => <DateCell value={row.createdDate} format={LIST_DATE_FORMAT} />,
        sortable: true,
      },
      {
        field: 'updatedDate',
        header: t('fields.updatedDate'),
        body: (row) => <DateCell value={row.updatedDate} format={LIST_DATE_FORMAT} />,
        sortable: true,
      },
    ],
    [t, lang],
  );

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newProduct'), onNew: () => navigate(paths.productMasterDetail('new')) } : null}
    >
      <DataList<ProductMaster>
        label={t('titles.productMaster')}
        rows={masterList}
        dataKey="productIdx"
        emptyMessage={t('product.empty')}
        onRowClick={(row) => navigate(paths.productMasterDetail(row.productIdx))}
        columns={columns}
        exportName="product-master"
      />
    </ListScreen>
  );
}
