// Edit form of one promotion: name, company (internal staff, new promotions), product, place (one
// store or every store of the company), type with its own fields (rate; buy and free counts;
// promotional price beside the list price), and start and end each as date, hour and minute. Each
// problem shows under its field (ui/form).
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_TYPES, type TreeCompany } from '@contract/entities';
import { useLanguage } from '../../i18n';
import type { ProductMaster } from '../../state/product';
import { formatWon, promotionTypeLabel } from '../../ui/format';
import { FormActions } from '../../ui/FormActions';
import { divisionsOf } from '../../ui/orgSelection';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { FieldError, useFieldProblem } from '../../ui/form';
import { DayInput } from '../inventory/DayInput';
import { HOUR_OPTIONS, MINUTE_OPTIONS, type DateParts, type PromotionFormValues } from './promotionForm';

interface Props {
  values: PromotionFormValues;
  onChange: (values: PromotionFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
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

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.promotionDetail')}>
      <div className="grid">
        <div className="col-12 md:col-6">
          <TextField id="promotionName" label={t('fields.promotionName')} value={values.promotionName} onValue={(promotionName) => set({ promotionName })} />
        </div>
        {picksCompany && (
          <div className="col-12 md:col-6">
            <SelectField
              id="companyIdx"
              label={t('fields.companyName')}
              value={values.companyIdx}
              options={tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))}
              onValue={(companyIdx) => set({ companyIdx, divisionIdx: null, productIdx: null })}
              placeholder={t('promotion.pickCompany')}
              filter
            />
          </div>
        )}
        <div className="col-12 md:col-6">
          <SelectField
            id="productIdx"
            label={t('fields.productName')}
            value={values.productIdx}
            options={productOptions}
            onValue={(productIdx) => set({ productIdx })}
            placeholder={t('inventory.pickProduct')}
            filter
          />
        </div>
        <div className="col-12 md:col-6">
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
        </div>
        <div className="col-12 md:col-6">
          <SelectField
            id="type"
            label={t('fields.promotionType')}
            value={values.type}
            options={PROMOTION_TYPES.map((code) => ({ value: code, label: promotionTypeLabel(code, lang) }))}
            onValue={(type) => set({ type: type ?? 'RATE' })}
          />
        </div>
        {values.type === 'RATE' && (
          <div className="col-12 md:col-6">
            <TextField id="promotionRate" label={t('fields.promotionRate')} value={values.promotionRate} onValue={(promotionRate) => set({ promotionRate })} {...FIELD_BOUNDS.promotionRate} />
          </div>
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
          <div className="col-12 md:col-6">
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
          </div>
        )}
      </div>
      <div className="grid">
        <div className="col-12 md:col-6">
          <DateTimeFields id="start" label={t('fields.startDate')} value={values.start} onValue={(start) => set({ start })} />
        </div>
        <div className="col-12 md:col-6">
          <DateTimeFields id="end" label={t('fields.endDate')} value={values.end} onValue={(end) => set({ end })} />
        </div>
      </div>
      <small className="text-600 block">{t('promotion.periodHint')}</small>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
