// Edit form of one promotion: name, company (internal staff, new promotions), product, place (one
// store or every store of the company), type with its own fields (rate; buy and free counts;
// promotional price beside the list price), and start and end each as date, hour and minute. Each
// problem shows under its field (ui/form).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_TYPES, type TreeCompany } from '@contract/entities';
import { useLanguage } from '../../i18n';
import type { ProductMaster } from '../product/store';
import { promotionLabels } from '@contract/labels';
import { EnumField } from '../../ui/EnumField';
import { formatWon } from '../../ui/format';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormCell, FormGrid } from '../../ui/FormGrid';
import { CompanySelect } from '../../ui/OrgFields';
import { divisionsOf } from '../../ui/orgSelection';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { FieldError, useFieldProblem } from '../../ui/form';
import { DayInput } from '../../ui/DayInput';
import { HOUR_OPTIONS, MINUTE_OPTIONS, type DateParts, type PromotionFormValues } from './promotionForm';

interface Props extends DetailFormProps<PromotionFormValues> {
  /** Show the company choice (internal staff creating a promotion). */
  picksCompany: boolean;
  tree: readonly TreeCompany[];
  /** The shared catalog and the company's own products. */
  products: readonly ProductMaster[];
}

function DateTimeFields({ id, label, value, onValue }: { id: 'start' | 'end'; label: string; value: DateParts; onValue: (parts: DateParts) => void }) {
  const { t } = useTranslation();
  const field = useFieldProblem(`${id}DateTime`, `${id}-date`);
  const change = (parts: DateParts) => {
    field.edited();
    onValue(parts);
  };
  return (
    <fieldset className="border-none p-0 m-0">
      <legend className="text-sm font-medium mb-1">{label}</legend>
      <div className="flex gap-2 align-items-end flex-wrap">
        <div className="flex flex-column gap-1 mb-3">
          <label htmlFor={`${id}-date`} className="text-sm">
            {t(`promotion.${id}Date`)}
          </label>
          <DayInput inputId={`${id}-date`} path={`${id}DateTime`} value={value.date} onValue={(date) => change({ ...value, date })} />
        </div>
        <div style={{ width: '6rem' }}>
          <SelectField id={`${id}-hour`} label={t(`promotion.${id}Hour`)} value={value.hour} options={HOUR_OPTIONS} onValue={(hour) => change({ ...value, hour: hour ?? 0 })} />
        </div>
        <div style={{ width: '6rem' }}>
          <SelectField id={`${id}-minute`} label={t(`promotion.${id}Minute`)} value={value.minute} options={MINUTE_OPTIONS} onValue={(minute) => change({ ...value, minute: minute ?? 0 })} />
        </div>
      </div>
      <FieldError id={`${id}-date`} error={field.error} />
    </fieldset>
  );
}

export function PromotionForm({ values, onChange, onSubmit, onCancel, saving, picksCompany, tree, products }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const set = (patch: Partial<PromotionFormValues>) => onChange({ ...values, ...patch });
  const productOptions = useMemo(() => products.map((p) => ({ value: p.productIdx, label: p.productName })), [products]);
  const divisionOptions = useMemo(
    () => divisionsOf(tree, values.companyIdx).map((d) => ({ value: d.divisionIdx, label: d.divisionName })),
    [tree, values.companyIdx],
  );
  const listPrice = products.find((p) => p.productIdx === values.productIdx)?.price;

  return (
    <FormGrid
      label={t('titles.promotionDetail')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      saving={saving}
      below={
        <>
          <div className="grid">
            <FormCell>
              <DateTimeFields id="start" label={t('fields.startDate')} value={values.start} onValue={(start) => set({ start })} />
            </FormCell>
            <FormCell>
              <DateTimeFields id="end" label={t('fields.endDate')} value={values.end} onValue={(end) => set({ end })} />
            </FormCell>
          </div>
          <small className="text-600 block">{t('promotion.periodHint')}</small>
        </>
      }
    >
      <FormCell>
        <TextField id="promotionName" label={t('fields.promotionName')} value={values.promotionName} onValue={(promotionName) => set({ promotionName })} />
      </FormCell>
      {picksCompany && (
        <FormCell>
          <CompanySelect tree={tree} value={values.companyIdx} onValue={(companyIdx) => set({ companyIdx, divisionIdx: null, productIdx: null })} placeholder={t('promotion.pickCompany')} />
        </FormCell>
      )}
      <FormCell>
        <SelectField
          id="productIdx"
          label={t('fields.productName')}
          value={values.productIdx}
          options={productOptions}
          onValue={(productIdx) => set({ productIdx })}
          placeholder={t('inventory.pickProduct')}
          filter
        />
      </FormCell>
      <FormCell>
        <SelectField
          id="divisionIdx"
          label={t('fields.place')}
          value={values.divisionIdx}
          options={divisionOptions}
          onValue={(divisionIdx) => set({ divisionIdx })}
          placeholder={t('promotion.allStores')}
          showClear
          filter
        />
      </FormCell>
      <FormCell>
        <EnumField id="type" label={t('fields.promotionType')} codes={PROMOTION_TYPES} labels={promotionLabels} value={values.type} onValue={(type) => set({ type })} />
      </FormCell>
      {values.type === 'RATE' && (
        <FormCell>
          <TextField id="promotionRate" label={t('fields.promotionRate')} value={values.promotionRate} onValue={(promotionRate) => set({ promotionRate })} {...FIELD_BOUNDS.promotionRate} />
        </FormCell>
      )}
      {values.type === 'COUNT' && (
        <>
          <div className="col-6 md:col-3">
            <TextField id="promotionSaleCount" label={t('fields.promotionSaleCount')} value={values.promotionSaleCount} onValue={(promotionSaleCount) => set({ promotionSaleCount })} {...FIELD_BOUNDS.promotionUnits} />
          </div>
          <div className="col-6 md:col-3">
            <TextField id="promotionFreeCount" label={t('fields.promotionFreeCount')} value={values.promotionFreeCount} onValue={(promotionFreeCount) => set({ promotionFreeCount })} {...FIELD_BOUNDS.promotionUnits} />
          </div>
        </>
      )}
      {values.type === 'AMOUNT' && (
        <FormCell>
          <TextField
            id="promotionAmount"
            label={t('fields.promotionAmount')}
            value={values.promotionAmount}
            onValue={(promotionAmount) => set({ promotionAmount })}
            {...FIELD_BOUNDS.price}
            aria-describedby="promotionAmount-hint"
          />
          <small id="promotionAmount-hint" className="text-600 block -mt-2 mb-3" data-testid="list-price-hint">
            {listPrice === undefined ? t('promotion.amountHint') : t('promotion.listPriceHint', { price: formatWon(listPrice, lang) })}
          </small>
        </FormCell>
      )}
    </FormGrid>
  );
}
