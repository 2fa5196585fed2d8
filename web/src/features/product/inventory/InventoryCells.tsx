// The inventory list's cells that can be edited (tray, stock, expiry). Each reads its own state
// (is its device the one being edited, its row's edit, the device's trays) from the stores, so
// the list's columns never change while editing and PrimeReact's memoised cells stay current.
// A problem with a row of the saved body (ui/form, found by the row's path) shows under its cell.
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { FIELD_BOUNDS } from '../../../ui/wholeNumber';
import { Tag } from 'primereact/tag';
import type { Tray } from '@contract/entities';
import type { ProductMapping } from '../store';
import { useTrayStore } from '../../device/trayStore';
import { formatCount } from '../../../ui/format';
import { DayInput } from '../../../ui/DayInput';
import { ExpiryText } from './ExpiryText';
import { FieldInput, FieldError, useFieldProblem } from '../../../ui/form';
import { draftOf, useInventoryDrafts, useRowPath } from './inventoryRows';

const OFF_DISPLAY = 0;
const NO_TRAYS: Tray[] = [];

function useEditable(row: ProductMapping): boolean {
  return useInventoryDrafts((s) => s.deviceIdx !== null && s.deviceIdx === row.deviceIdx);
}

function useDraft(row: ProductMapping) {
  const draft = useInventoryDrafts((s) => s.drafts[row.productMappingIdx]);
  return draft ?? draftOf(row);
}

export function trayText(row: Pick<ProductMapping, 'trayNo' | 'trayName'>): string | null {
  return row.trayNo === null ? null : `${row.trayNo} · ${row.trayName ?? ''}`.trim();
}

export function TrayLabel({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const text = trayText(row);
  return text === null ? <Tag value={t('inventory.offTray')} severity="warning" /> : <span className="white-space-nowrap">{text}</span>;
}

export function TrayCell({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const editable = useEditable(row);
  const draft = useDraft(row);
  const trays = useTrayStore((s) => (s.deviceIdx === row.deviceIdx ? s.trays : NO_TRAYS));
  const id = `tray-${row.productMappingIdx}`;
  const field = useFieldProblem(useRowPath(row, 'trayIdx'), id);
  if (!editable) return <TrayLabel row={row} />;
  // The dropdown cannot hold null as a choice: OFF_DISPLAY stands for it.
  const options = [...trays.map((tray) => ({ value: tray.trayIdx, label: `${tray.trayNo} · ${tray.trayName}` })), { value: OFF_DISPLAY, label: t('inventory.offTray') }];
  return (
    <>
      <Dropdown
        inputId={id}
        value={draft.trayIdx ?? OFF_DISPLAY}
        options={options}
        onChange={(e) => {
          field.edited();
          useInventoryDrafts.getState().edit(row, { trayIdx: e.value === OFF_DISPLAY || e.value == null ? null : (e.value as number) });
        }}
        aria-label={t('inventory.trayOf', { product: row.productName })}
        invalid={Boolean(field.error)}
        aria-describedby={field.inputProps['aria-describedby']}
        className="w-10rem"
      />
      <FieldError id={id} error={field.error} />
    </>
  );
}

export function StockCell({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const editable = useEditable(row);
  const draft = useDraft(row);
  const id = `stock-${row.productMappingIdx}`;
  const path = useRowPath(row, 'stock');
  if (!editable) return <>{formatCount(row.stock)}</>;
  return (
    <FieldInput
      id={id}
      path={path}
      value={draft.stock}
      onValue={(stock) => useInventoryDrafts.getState().edit(row, { stock })}
      keyfilter="int"
      {...FIELD_BOUNDS.stock}
      aria-label={t('inventory.stockOf', { product: row.productName })}
      className="w-5rem"
      data-field="stock"
    />
  );
}

export function ExpiryCell({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const editable = useEditable(row);
  const draft = useDraft(row);
  const id = `expiry-${row.productMappingIdx}`;
  const path = useRowPath(row, 'expiredDate');
  const field = useFieldProblem(path, id);
  if (!editable) return <ExpiryText value={row.expiredDate} />;
  return (
    <>
    <span className="flex align-items-center gap-2">
      <DayInput
        inputId={id}
        path={path}
        value={draft.expiredDate}
        onValue={(expiredDate) => useInventoryDrafts.getState().edit(row, { expiredDate })}
        ariaLabel={t('inventory.expiryOf', { product: row.productName })}
        className="w-9rem"
      />
      <ExpiryText value={draft.expiredDate} withDate={false} />
    </span>
    <FieldError id={id} error={field.error} />
    </>
  );
}
