// Take a product off its device (or out of its warehouse). With units left the operator must
// choose to discard them (a stock-out is written first); otherwise the server refuses. The body is
// checked with the request's schema first; a problem the server names shows under its field (the
// product taken off, or the discard choice).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { productEndpoints } from '@contract/endpoints/product';
import { useProductStore, type ProductMapping } from '../store';
import { FieldError, useFieldProblem } from '../../../ui/form';
import { ActionDialog, useDialogAction } from './ActionDialog';

/** The dialog's one product is the first of the body's list. */
const PRODUCT_PATH = 'productMappingIdxList.0';

export function DeleteStockDialog({ mapping, onHide, onDeleted }: { mapping: ProductMapping | null; onHide: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [discard, setDiscard] = useState(false);
  const { busy, run, problems } = useDialogAction(() => {
    onHide();
    onDeleted();
  });
  const mappingIdx = mapping?.productMappingIdx ?? null;
  useEffect(() => {
    setDiscard(false);
    problems.reset();
  }, [mappingIdx]);

  const left = mapping?.stock ?? 0;
  function remove() {
    if (!mapping) return;
    const body = { productMappingIdxList: [mapping.productMappingIdx], discard };
    void run(() => useProductStore.getState().removeMappings(body.productMappingIdxList, discard), { schema: productEndpoints.delete.body, body });
  }

  return (
    <ActionDialog
      visible={mapping !== null}
      onHide={onHide}
      header={t('actions.delete')}
      testId="delete-stock-dialog"
      action={{ label: t('actions.delete'), icon: 'pi pi-trash', danger: true, busy, disabled: left > 0 && !discard, onClick: remove }}
      problems={problems}
    >
      {mapping && (
        <div className="flex flex-column gap-3">
          <ProductLine text={t('inventory.confirmDelete', { product: mapping.productName, place: mapping.deviceName ?? mapping.divisionName })} />
          {left > 0 && <DiscardChoice checked={discard} onChecked={setDiscard} hint={t('inventory.discardHint')} label={t('inventory.discardLeft', { count: left })} />}
        </div>
      )}
    </ActionDialog>
  );
}

/** What is taken off, with a problem the server finds with it (or with the list) under it. */
function ProductLine({ text }: { text: string }) {
  const row = useFieldProblem(PRODUCT_PATH, 'delete-product');
  const list = useFieldProblem('productMappingIdxList', 'delete-products');
  return (
    <div className="flex flex-column gap-1">
      <p className="m-0">{text}</p>
      <FieldError id="delete-product" error={row.error} />
      <FieldError id="delete-products" error={list.error} />
    </div>
  );
}

function DiscardChoice({ checked, onChecked, label, hint }: { checked: boolean; onChecked: (checked: boolean) => void; label: string; hint: string }) {
  const field = useFieldProblem('discard', 'discard-stock');
  return (
    <div className="flex flex-column gap-1">
      <div className="flex align-items-center gap-2">
        <Checkbox
          inputId="discard-stock"
          checked={checked}
          onChange={(e) => {
            field.edited();
            onChecked(Boolean(e.checked));
          }}
          invalid={Boolean(field.error)}
          aria-describedby={field.inputProps['aria-describedby']}
        />
        <label htmlFor="discard-stock">{label}</label>
      </div>
      <FieldError id="discard-stock" error={field.error} />
      <small className="text-600">{hint}</small>
    </div>
  );
}
