// Take a product off its device (or out of its warehouse). With units left the operator must
// choose to discard them (a stock-out is written first); otherwise the server refuses.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { useProductStore, type ProductMapping } from '../../state/product';
import { ActionDialog, useDialogAction } from './ActionDialog';

export function DeleteStockDialog({ mapping, onHide, onDeleted }: { mapping: ProductMapping | null; onHide: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [discard, setDiscard] = useState(false);
  const { busy, run } = useDialogAction(() => {
    onHide();
    onDeleted();
  });
  const mappingIdx = mapping?.productMappingIdx ?? null;
  useEffect(() => setDiscard(false), [mappingIdx]);

  const left = mapping?.stock ?? 0;
  const remove = () => mapping && void run(() => useProductStore.getState().removeMappings([mapping.productMappingIdx], discard));

  return (
    <ActionDialog
      visible={mapping !== null}
      onHide={onHide}
      header={t('actions.delete')}
      testId="delete-stock-dialog"
      action={{ label: t('actions.delete'), icon: 'pi pi-trash', danger: true, busy, disabled: left > 0 && !discard, onClick: remove }}
    >
      {mapping && (
        <div className="flex flex-column gap-3">
          <p className="m-0">{t('inventory.confirmDelete', { product: mapping.productName, place: mapping.deviceName ?? mapping.divisionName })}</p>
          {left > 0 && (
            <>
              <div className="flex align-items-center gap-2">
                <Checkbox inputId="discard-stock" checked={discard} onChange={(e) => setDiscard(Boolean(e.checked))} />
                <label htmlFor="discard-stock">{t('inventory.discardLeft', { count: left })}</label>
              </div>
              <small className="text-600">{t('inventory.discardHint')}</small>
            </>
          )}
        </div>
      )}
    </ActionDialog>
  );
}
