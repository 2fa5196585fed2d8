// The inventory screen's rows (pure): grouped by device and tray, the operator's edits as text
// while typed, and the storeAll rows of what was changed.
import { create } from 'zustand';
import type { InventoryRow, ProductMapping } from '../store';
import { numberOf } from '../productForm';

export interface InventoryDraft {
  stock: string;
  /** YYYY-MM-DD, '' for none. */
  expiredDate: string;
  /** null: off display. */
  trayIdx: number | null;
}

export function draftOf(row: ProductMapping): InventoryDraft {
  return { stock: String(row.stock), expiredDate: row.expiredDate ?? '', trayIdx: row.trayIdx };
}

const byText = new Intl.Collator('ko', { numeric: true });

/**
 * Division by division, device by device (by name), tray by tray (off display last), product by
 * name — the simulator's own order, kept whatever order a Live server answers in.
 */
export function groupByDeviceAndTray(rows: readonly ProductMapping[]): ProductMapping[] {
  return [...rows].sort(
    (a, b) =>
      byText.compare(a.divisionName, b.divisionName) ||
      byText.compare(a.deviceName ?? '', b.deviceName ?? '') ||
      (a.deviceIdx ?? 0) - (b.deviceIdx ?? 0) ||
      (a.trayNo ?? Number.MAX_SAFE_INTEGER) - (b.trayNo ?? Number.MAX_SAFE_INTEGER) ||
      byText.compare(a.productName, b.productName),
  );
}

/** The storeAll row of an edited product: its stock, and expiry and tray when they changed; null when nothing changed. */
export function changedRow(row: ProductMapping, draft: InventoryDraft | undefined): InventoryRow | null {
  if (!draft) return null;
  const stock = numberOf(draft.stock);
  const expiryChanged = draft.expiredDate !== (row.expiredDate ?? '');
  const trayChanged = draft.trayIdx !== row.trayIdx;
  if (stock === row.stock && !expiryChanged && !trayChanged) return null;
  return {
    productMappingIdx: row.productMappingIdx,
    stock,
    ...(expiryChanged ? { expiredDate: draft.expiredDate || null } : {}),
    ...(trayChanged ? { trayIdx: draft.trayIdx } : {}),
  };
}

/** Every changed row among `rows` (one device's), in the order shown. */
export function changedRows(rows: readonly ProductMapping[], drafts: Readonly<Record<number, InventoryDraft>>): InventoryRow[] {
  if (!Object.keys(drafts).length) return [];
  return rows.flatMap((row) => changedRow(row, drafts[row.productMappingIdx]) ?? []);
}

interface DraftState {
  /** The device whose rows are being edited (null: none, the rows are read-only). */
  deviceIdx: number | null;
  drafts: Record<number, InventoryDraft>;
  /**
   * The rows of the last body checked or sent (productMappingIdx by place in its inventoryList), so
   * a problem at `inventoryList.2.stock` finds its row's cell.
   */
  sent: readonly number[];
  /** Start editing another device (or none); edits of the last one are dropped. */
  editDevice(deviceIdx: number | null): void;
  edit(row: ProductMapping, patch: Partial<InventoryDraft>): void;
  clear(): void;
  sending(rows: readonly InventoryRow[]): void;
}

/** A row's field's path in the last body sent (`inventoryList.0.stock`), undefined when it was not in it. */
export function useRowPath(row: ProductMapping, field: keyof InventoryRow): string | undefined {
  const at = useInventoryDrafts((s) => s.sent.indexOf(row.productMappingIdx));
  return at < 0 ? undefined : `inventoryList.${at}.${field}`;
}

/**
 * The edits in progress, kept outside the list's columns (screen state, not a spec §3 area): the
 * cells read them themselves, so a keystroke re-renders only its cell and never sorts the list
 * again, and the table's memoised cells still see every change.
 */
export const useInventoryDrafts = create<DraftState>((set) => ({
  deviceIdx: null,
  drafts: {},
  sent: [],
  editDevice: (deviceIdx) => set({ deviceIdx, drafts: {}, sent: [] }),
  edit: (row, patch) =>
    set((s) => ({ drafts: { ...s.drafts, [row.productMappingIdx]: { ...(s.drafts[row.productMappingIdx] ?? draftOf(row)), ...patch } } })),
  clear: () => set({ drafts: {}, sent: [] }),
  sending: (rows) => set({ sent: rows.map((row) => row.productMappingIdx) }),
}));
