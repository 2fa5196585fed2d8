// Put a product that is off display back on a tray of its device: product.inventoryStoreAll with
// that one row (same stock, the chosen tray): 'Inventory saved' / 'Inventory status save failed'.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProductStore, type ProductMapping } from '../../state/product';
import { useTrayStore } from '../../state/tray';
import { SelectField } from '../../ui/SelectField';
import { ActionDialog, useDialogAction } from '../inventory/ActionDialog';

export function PlaceOnTrayDialog({ mapping, onHide, onPlaced }: { mapping: ProductMapping | null; onHide: () => void; onPlaced: () => void }) {
  const { t } = useTranslation();
  const trayState = useTrayStore();
  const [trayIdx, setTrayIdx] = useState<number | null>(null);
  const { busy, run } = useDialogAction(() => {
    onHide();
    onPlaced();
  });
  const deviceIdx = mapping?.deviceIdx ?? null;
  const mappingIdx = mapping?.productMappingIdx ?? null;

  useEffect(() => {
    setTrayIdx(null);
    if (deviceIdx !== null) void useTrayStore.getState().fetchList(deviceIdx);
  }, [mappingIdx, deviceIdx]);

  const trays = deviceIdx !== null && trayState.deviceIdx === deviceIdx ? trayState.trays : [];

  function place() {
    if (!mapping || mapping.deviceIdx === null || trayIdx === null) return;
    const deviceIdx = mapping.deviceIdx;
    void run(() => useProductStore.getState().storeInventory(deviceIdx, [{ productMappingIdx: mapping.productMappingIdx, stock: mapping.stock, trayIdx }]));
  }

  return (
    <ActionDialog
      visible={mapping !== null}
      onHide={onHide}
      header={mapping ? t('exListNone.placeTitle', { product: mapping.productName }) : ''}
      testId="place-dialog"
      action={{ label: t('exListNone.place'), icon: 'pi pi-check', busy, disabled: trayIdx === null, onClick: place }}
    >
      {mapping && (
        <>
          <p className="mt-0 text-600">{t('exListNone.placeHint', { device: mapping.deviceName ?? '-', stock: mapping.stock })}</p>
          <SelectField
            id="place-tray"
            label={t('fields.tray')}
            value={trayIdx}
            options={trays.map((tray) => ({ value: tray.trayIdx, label: `${tray.trayNo} · ${tray.trayName}` }))}
            onValue={setTrayIdx}
            placeholder={trays.length ? t('inventory.pickTray') : t('inventory.noTrays')}
          />
        </>
      )}
    </ActionDialog>
  );
}
