// The row dialogs of a stock list (history, move, delete) and which row each is open for.
import { useCallback, useState } from 'react';
import type { ProductMapping } from '../store';
import { DeleteStockDialog } from './DeleteStockDialog';
import { MigrateStockDialog } from './MigrateStockDialog';
import type { StockAction } from './StockActions';
import type { TargetKind } from './stockTargets';
import { TransactionsDialog } from './TransactionsDialog';

export function useStockDialogs({ moveTo, onChanged }: { moveTo: readonly TargetKind[]; onChanged: () => void }) {
  const [open, setOpen] = useState<{ action: StockAction; row: ProductMapping } | null>(null);
  const onAction = useCallback((action: StockAction, row: ProductMapping) => setOpen({ action, row }), []);
  const close = () => setOpen(null);
  const rowFor = (action: StockAction) => (open?.action === action ? open.row : null);
  const dialogs = (
    <>
      <TransactionsDialog mapping={rowFor('history')} onHide={close} />
      <MigrateStockDialog source={rowFor('move')} kinds={moveTo} onHide={close} onMoved={onChanged} />
      <DeleteStockDialog mapping={rowFor('delete')} onHide={close} onDeleted={onChanged} />
    </>
  );
  return { onAction, dialogs };
}
