// /management/promotion: promotions with the spec §9 type label and its value ('10%', '2+1',
// '1,200원'), status, product, place (one store, or every store of the company) and the period as
// YYYY-MM-DD. Org tree down to a division, type, status and keyword live in the URL; row ⇒
// detail; new promotion; CSV export.
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { LIST_DATE_FORMAT } from '@contract/constants';
import { PROMOTION_STATUSES, PROMOTION_TYPES } from '@contract/entities';
import { useLanguage } from '../../i18n';
import { usePromotionStore, type Promotion } from '../../state/promotion';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { enumLabel } from '../../ui/enumLabel';
import { formatDate, formatWon, promotionTypeLabel } from '../../ui/format';
import { KeywordSearch } from '../../ui/KeywordSearch';
import { ListToolbar } from '../../ui/ListToolbar';
import { OrgFilter } from '../../ui/OrgSelector';
import { SelectField } from '../../ui/SelectField';
import { useListFilters } from '../../ui/useListFilters';
import { PROMOTION_PATH, promotionSortValue, promotionValue } from './promotionForm';
import { PromotionStatusTag } from './PromotionStatusTag';
import { useCan } from '../../app/useCan';

const FILTERS = { keyword: 'text', type: PROMOTION_TYPES, status: PROMOTION_STATUSES } as const;

export default function PromotionListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { filters, query, refresh, update } = useListFilters(FILTERS, 'division');
  const { list, loading, status, message, fetchList } = usePromotionStore();

  useEffect(() => {
    void fetchList(query);
  }, [query, refresh, fetchList]);

  const columns = useMemo<ListColumn<Promotion>[]>(() => {
    const place = (row: Promotion) => row.divisionName ?? t('promotion.allStores');
    const typeLabel = (row: Promotion) => promotionTypeLabel(row.type, lang);
    const value = (row: Promotion) => promotionValue(row, lang);
    const day = (field: 'startDateTime' | 'endDateTime', header: string): ListColumn<Promotion> => ({
      field,
      header,
      body: (row) => <DateCell value={row[field]} format={LIST_DATE_FORMAT} />,
      sortable: true,
      csv: (row) => formatDate(row[field], LIST_DATE_FORMAT),
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
    <div className="flex flex-column gap-3">
      <ListToolbar newLabel={useCan('promotion', 'create') ? t('actions.newPromotion') : undefined} onNew={() => navigate(`${PROMOTION_PATH}/new`)}>
        <OrgFilter level="division" />
        <SelectField
          id="filter-type"
          className=""
          label={t('fields.promotionType')}
          value={filters.type ?? null}
          options={PROMOTION_TYPES.map((code) => ({ value: code, label: promotionTypeLabel(code, lang) }))}
          onValue={(value) => update({ type: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <SelectField
          id="filter-status"
          className=""
          label={t('fields.status')}
          value={filters.status ?? null}
          options={PROMOTION_STATUSES.map((code) => ({ value: code, label: enumLabel(t, 'promotionStatus', code) }))}
          onValue={(value) => update({ status: value ?? '' })}
          placeholder={t('app.all')}
          showClear
        />
        <KeywordSearch value={filters.keyword ?? ''} onSearch={(keyword) => update({ keyword })} />
      </ListToolbar>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      <DataList<Promotion>
        label={t('titles.promotion')}
        rows={list}
        dataKey="promotionIdx"
        loading={loading}
        pageKey={JSON.stringify(query)}
        emptyMessage={t('promotion.empty')}
        onRowClick={(row) => navigate(`${PROMOTION_PATH}/${row.promotionIdx}`)}
        columns={columns}
        exportName="promotions"
      />
    </div>
  );
}
