// Put a product that is off display back on a tray of its device: product.inventoryStoreAll with
// that one row (same stock, the chosen tray): 'Inventory saved' / 'Inventory status save failed'.
// The body is checked with the request's schema first; a problem the server names with the row
// shows under the tray (or under the product when it is the row's product).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productEndpoints } from '@contract/endpoints/product';
import { useProductStore, type ProductMapping } from '../store';
import { useTrayStore } from '../../device/trayStore';
import { FieldError, useFieldProblem } from '../../../ui/form';
import { SelectField } from '../../../ui/SelectField';
import { ActionDialog, useDialogAction } from '../inventory/ActionDialog';

/** The dialog's one row is the first of the body's inventoryList. */
const ROW = 'inventoryList.0';

export function PlaceOnTrayDialog({ mapping, onHide, onPlaced }: { mapping: ProductMapping | null; onHide: () => void; onPlaced: () => void }) {
  const { t } = useTranslation();
  const trayState = useTrayStore();
  const [trayIdx, setTrayIdx] = useState<number | null>(null);
  const { busy, run, problems } = useDialogAction(() => {
    onHide();
    onPlaced();
  });
  const deviceIdx = mapping?.deviceIdx ?? null;
  const mappingIdx = mapping?.productMappingIdx ?? null;

  useEffect(() => {
    setTrayIdx(null);
    problems.reset();
    if (deviceIdx !== null) void useTrayStore.getState().fetchList(deviceIdx);
  }, [mappingIdx, deviceIdx]);

  const trays = deviceIdx !== null && trayState.deviceIdx === deviceIdx ? trayState.trays : [];

  function place() {
    // A null tray would take it off display (what it already is): the action waits for a tray.
    if (!mapping || mapping.deviceIdx === null || trayIdx === null) return;
    const body = { deviceIdx: mapping.deviceIdx, inventoryList: [{ productMappingIdx: mapping.productMappingIdx, stock: mapping.stock, trayIdx }] };
    void run(() => useProductStore.getState().storeInventory(body.deviceIdx, body.inventoryList), { schema: productEndpoints.inventoryStoreAll.body, body });
  }

  return (
    <ActionDialog
      visible={mapping !== null}
      onHide={onHide}
      header={mapping ? t('exListNone.placeTitle', { product: mapping.productName }) : ''}
      testId="place-dialog"
      action={{ label: t('exListNone.place'), icon: 'pi pi-check', busy, disabled: trayIdx === null, onClick: place }}
      problems={problems}
    >
      {mapping && (
        <>
          <p className="mt-0 text-600">{t('exListNone.placeHint', { device: mapping.deviceName ?? '-', stock: mapping.stock })}</p>
          <RowProblem />
          <SelectField
            id="place-tray"
            path={`${ROW}.trayIdx`}
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

/** A problem with the row's product (or its stock) the server names, under the hint that shows them. */
function RowProblem() {
  const product = useFieldProblem(`${ROW}.productMappingIdx`, 'place-product');
  const stock = useFieldProblem(`${ROW}.stock`, 'place-stock');
  return (
    <>
      <FieldError id="place-product" error={product.error} />
      <FieldError id="place-stock" error={stock.error} />
    </>
  );
}
