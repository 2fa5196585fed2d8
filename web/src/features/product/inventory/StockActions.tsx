// The buttons of one stock row: its history, a move of its units, and taking it off (each opens
// the page's dialog for that row). `only` narrows them for screens that need fewer.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ProductMapping } from '../store';

export type StockAction = 'history' | 'move' | 'delete';

export function StockActions({ row, onAction, only }: { row: ProductMapping; onAction: (action: StockAction, row: ProductMapping) => void; only?: readonly StockAction[] }) {
  const { t } = useTranslation();
  const shown = (action: StockAction) => !only || only.includes(action);
  return (
    <span className="flex gap-1">
      {shown('history') && (
        <Button type="button" icon="pi pi-history" size="small" text rounded aria-label={t('inventory.historyOf', { product: row.productName })} onClick={() => onAction('history', row)} />
      )}
      {shown('move') && (
        <Button type="button" icon="pi pi-arrow-right-arrow-left" size="small" text rounded aria-label={t('inventory.moveOf', { product: row.productName })} onClick={() => onAction('move', row)} />
      )}
      {shown('delete') && (
        <Button type="button" icon="pi pi-trash" size="small" text rounded severity="danger" aria-label={t('inventory.deleteOf', { product: row.productName })} onClick={() => onAction('delete', row)} />
      )}
    </span>
  );
}
