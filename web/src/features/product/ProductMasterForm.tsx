// Edit form of one product master record: owner (internal staff, new records), name, barcode,
// category, manufacturer, price and cost in won, shelf life, and an optional http(s) image link.
import { useTranslation } from 'react-i18next';
import type { TreeCompany } from '@contract/entities';
import type { DetailFormProps } from '../../ui/DetailFrame';
import { FormCell, FormGrid, TextFieldCells } from '../../ui/FormGrid';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { PRODUCT_NUMBER_FIELDS, PRODUCT_TEXT_FIELDS, SHARED_CATALOG, type ProductFormValues } from './productForm';

interface Props extends DetailFormProps<ProductFormValues> {
  /** Show the owner choice (internal staff creating a record). */
  picksOwner: boolean;
  tree: readonly TreeCompany[];
}

export function ProductMasterForm({ values, onChange, onSubmit, onCancel, saving, picksOwner, tree }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ProductFormValues>) => onChange({ ...values, ...patch });

  return (
    <FormGrid label={t('titles.productMasterDetail')} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
      {picksOwner && (
        <FormCell>
          <SelectField
            id="owner"
            label={t('fields.owner')}
            value={values.owner}
            options={[{ value: SHARED_CATALOG, label: t('product.sharedCatalog') }, ...tree.map((c) => ({ value: c.companyIdx, label: c.companyName }))]}
            onValue={(owner) => set({ owner: owner ?? SHARED_CATALOG })}
            filter
          />
        </FormCell>
      )}
      <TextFieldCells fields={PRODUCT_TEXT_FIELDS} values={values} set={set} />
      <TextFieldCells fields={PRODUCT_NUMBER_FIELDS} values={values} set={set} width="third" bounds={FIELD_BOUNDS} />
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
    </FormGrid>
  );
}
