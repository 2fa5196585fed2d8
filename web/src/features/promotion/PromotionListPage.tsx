// /management/promotion: promotions with the spec §9 type label and its value ('10%', '2+1',
// '1,200원'), status, product, place (one store, or every store of the company) and the period as
// YYYY-MM-DD. Org tree down to a division, type, status and keyword live in the URL; row ⇒
// detail; new promotion; CSV export.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIST_DATE_FORMAT } from '@contract/constants';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { usePromotionStore, type Promotion } from './store';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { formatWon, promotionTypeLabel } from '../../ui/format';
import { useListController } from '../../ui/list/useListController';
import { promotionSortValue, promotionValue } from './promotionForm';
import { PromotionStatusTag } from './PromotionStatusTag';
import { promotionLabels } from '@contract/labels';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { ListScreen } from '../../ui/list/ListScreen';
import { paths } from '../../core/paths';
import { useCan } from '../../core/useCan';

const FILTERS = { keyword: 'text', type: PROMOTION_TYPES, status: PROMOTION_STATUSES } as const;

export default function PromotionListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const canCreate = useCan('promotion', 'create');
  const controller = useListController(FILTERS, 'division');
  const { filters, query, refresh, update } = controller;
  const { list, fetchList } = usePromotionStore();
  const load = useQueryLoad(query, refresh, fetchList);

  const columns = useMemo<ListColumn<Promotion>[]>(() => {
    const place = (row: Promotion) => row.divisionName ?? t('promotion.allStores');
    const typeLabel = (row: Promotion) => promotionTypeLabel(row.type, lang);
    const value = (row: Promotion) => promotionValue(row, lang);
    const day = (field: 'startDateTime' | 'endDateTime', header: string): ListColumn<Promotion> => ({
      field,
      header,
      body: (row) => <DateCell value={row[field]} format={LIST_DATE_FORMAT} />,
      sortable: true,
    });
    return [
      { field: 'promotionName', header: t('fields.promotionName'), className: 'font-medium', sortable: true },
      { field: 'type', header: t('fields.promotionType'), body: typeLabel, sortable: true, sortValue: typeLabel, csv: typeLabel },
      { field: 'value', header: t('fields.promotionValue'), body: value, sortable: true, sortValue: promotionSortValue, csv: value, className: 'white-space-nowrap' },
      {
        field: 'status',
        header: t('fields.status'),
        body: (row) => <PromotionStatusTag status={row.status} />,
        sortable: true,
        sortValue: (row) => PROMOTION_STATUSES.indexOf(row.status),
        csv: (row) => enumLabel(t, 'promotionStatus', row.status),
      },
      { field: 'productName', header: t('fields.productName'), sortable: true },
      { field: 'listPrice', header: t('fields.listPrice'), body: (row) => formatWon(row.listPrice, lang), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'place', header: t('fields.place'), body: place, sortable: true, sortValue: place, csv: place },
      { field: 'companyName', header: t('fields.companyName'), sortable: true },
      day('startDateTime', t('fields.startDate')),
      day('endDateTime', t('fields.endDate')),
    ];
  }, [t, lang]);

  return (
    <ListScreen
      controller={controller}
      load={load}
      newAction={canCreate ? { label: t('actions.newPromotion'), onNew: () => navigate(paths.promotionDetail('new')) } : null}
      filters={
        <>
          <EnumFilter name="type" label={t('fields.promotionType')} codes={PROMOTION_TYPES} labels={promotionLabels} value={filters.type} onChange={(type) => update({ type })} />
          <EnumFilter name="status" label={t('fields.status')} codes={PROMOTION_STATUSES} labels="promotionStatus" value={filters.status} onChange={(status) => update({ status })} />
        </>
      }
    >
      <DataList<Promotion>
        label={t('titles.promotion')}
        rows={list}
        dataKey="promotionIdx"
        emptyMessage={t('promotion.empty')}
        onRowClick={(row) => navigate(paths.promotionDetail(row.promotionIdx))}
        columns={columns}
        exportName="promotions"
      />
    </ListScreen>
  );
}
