// One device's stock on a phone: a card per product on its trays (picture, name, a stock stepper a
// thumb can press, the tray and the expiry side by side), and a save bar fixed at the foot of the
// screen with the count of changed products. The same drafts, cells and Save all as the desktop table: only the
// layout differs (InventoryStatusPage picks one or the other by the window's width).
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { LIMITS } from '@contract/constants';
import type { ProductMapping } from '../store';
import { FIELD_BOUNDS } from '../../../ui/wholeNumber';
import { FieldInput } from '../../../ui/form';
import { ProductImage } from '../../../ui/ProductImage';
import { ExpiryCell, TrayCell } from './InventoryCells';
import { draftOf, useInventoryDrafts, useRowPath } from './inventoryRows';

/** The stock typed so far, stepped by one within the catalog's bounds (what is not a number counts as 0). */
export function stepStock(text: string, by: 1 | -1): string {
  const current = Number(text.trim());
  const base = text.trim() !== '' && Number.isInteger(current) ? current : 0;
  return String(Math.min(LIMITS.stockUnits, Math.max(0, base + by)));
}

function StockStepper({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const stock = useInventoryDrafts((s) => (s.drafts[row.productMappingIdx] ?? draftOf(row)).stock);
  const path = useRowPath(row, 'stock');
  const edit = (value: string) => useInventoryDrafts.getState().edit(row, { stock: value });
  return (
    <div className="restock-stepper flex align-items-start gap-2">
      <Button type="button" icon="pi pi-minus" outlined aria-label={t('restock.less', { product: row.productName })} onClick={() => edit(stepStock(stock, -1))} />
      <div className="flex-1">
        <FieldInput
          id={`stock-${row.productMappingIdx}`}
          path={path}
          value={stock}
          onValue={edit}
          keyfilter="int"
          {...FIELD_BOUNDS.stock}
          aria-label={t('inventory.stockOf', { product: row.productName })}
          className="w-full text-center text-xl"
          data-field="stock"
        />
      </div>
      <Button type="button" icon="pi pi-plus" outlined aria-label={t('restock.more', { product: row.productName })} onClick={() => edit(stepStock(stock, 1))} />
    </div>
  );
}

function RestockCard({ row }: { row: ProductMapping }) {
  const { t } = useTranslation();
  const changed = useInventoryDrafts((s) => {
    const draft = s.drafts[row.productMappingIdx];
    return draft !== undefined && JSON.stringify(draft) !== JSON.stringify(draftOf(row));
  });
  return (
    <li className={`restock-card surface-card border-round p-3 flex flex-column gap-2 border-1 ${changed ? 'border-orange-400' : 'surface-border'}`} data-testid="restock-card" data-changed={changed}>
      <div className="flex align-items-center gap-2">
        <ProductImage imgFullPath={row.imgFullPath} productName={row.productName} size={3} />
        <div className="flex-1 min-w-0">
          <h2 className="m-0 text-base font-semibold">{row.productName}</h2>
          <span className="text-sm text-600">{row.barcode}</span>
        </div>
      </div>
      <div className="flex flex-column gap-1">
        <span className="text-sm text-600">{t('fields.stock')}</span>
        <StockStepper row={row} />
      </div>
      <div className="restock-card-pair">
        <div className="flex flex-column gap-1 min-w-0">
          <span className="text-sm text-600">{t('fields.tray')}</span>
          <TrayCell row={row} />
        </div>
        <div className="flex flex-column gap-1 min-w-0">
          <span className="text-sm text-600">{t('fields.expiredDate')}</span>
          <ExpiryCell row={row} />
        </div>
      </div>
    </li>
  );
}

interface Props {
  rows: readonly ProductMapping[];
  /** Products changed and not saved yet. */
  changed: number;
  saving: boolean;
  onSave: () => void;
  onRevert: () => void;
}

export function RestockCards({ rows, changed, saving, onSave, onRevert }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('titles.inventoryStatus')} className="restock" data-testid="restock-cards">
      {rows.length === 0 ? (
        <p className="text-600">{t('inventory.empty')}</p>
      ) : (
        <ul className="list-none m-0 p-0 flex flex-column gap-2">
          {rows.map((row) => (
            <RestockCard key={row.productMappingIdx} row={row} />
          ))}
        </ul>
      )}
      <div className="restock-save-bar surface-card shadow-3 flex align-items-center gap-2 px-3 py-2" data-testid="restock-save-bar">
        <span className="flex-1 text-sm" aria-live="polite">
          {changed > 0 ? t('inventory.unsaved', { count: changed }) : t('restock.nothingChanged')}
        </span>
        {changed > 0 && <Button type="button" icon="pi pi-undo" text aria-label={t('actions.revert')} onClick={onRevert} />}
        <Button type="button" label={t('restock.saveAll', { count: changed })} icon="pi pi-check" disabled={!changed} loading={saving} onClick={onSave} />
      </div>
    </section>
  );
}
