// Edit form of one product master record: owner (internal staff, new records), name, barcode,
// category, manufacturer, price and cost in won, shelf life, and an optional http(s) image link.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeCompany } from '@contract/entities';
import { FormActions } from '../../ui/FormActions';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { PRODUCT_NUMBER_FIELDS, PRODUCT_TEXT_FIELDS, SHARED_CATALOG, type ProductFormValues } from './productForm';

interface Props {
  values: ProductFormValues;
  onChange: (values: ProductFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Show the owner choice (internal staff creating a record). */
  picksOwner: boolean;
  tree: readonly TreeCompany[];
}

export function ProductMasterForm({ values, onChange, onSubmit, onCancel, saving, picksOwner, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ProductFormValues>) => onChange({ ...values, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('titles.productMasterDetail')}>
      <div className="grid">
        {picksOwner && (
          <div className="col-12 md:col-6">
            <SelectField
              id="owner"
              label={t('fields.owner')}
              value={values.owner}
              options={[{ value: SHARED_CATALOG, label: t('product.sharedCatalog') }, ...tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))]}
              onValue={(owner) => set({ owner: owner ?? SHARED_CATALOG })}
              filter
            />
          </div>
        )}
        {PRODUCT_TEXT_FIELDS.map((field) => (
          <div key={field} className="col-12 md:col-6">
            <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(v) => set({ [field]: v })} />
          </div>
        ))}
        {PRODUCT_NUMBER_FIELDS.map((field) => (
          <div key={field} className="col-12 md:col-4">
            <TextField id={field} label={t(`fields.${field}`)} value={values[field]} onValue={(v) => set({ [field]: v })} {...FIELD_BOUNDS[field]} />
          </div>
        ))}
        <div className="col-12">
          <TextField
            id="imgFullPath"
            label={t('fields.imgFullPath')}
            value={values.imgFullPath}
            onValue={(imgFullPath) => set({ imgFullPath })}
            placeholder="https://"
            aria-describedby="imgFullPath-hint"
          />
          <small id="imgFullPath-hint" className="text-600 block -mt-2 mb-3">
            {t('product.imageLinkHint')}
          </small>
        </div>
      </div>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
