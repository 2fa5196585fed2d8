// The bar above a list: its filters on the left, the 'New …' button on the right.
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';

export function ListToolbar({ children, newLabel, onNew }: { children: ReactNode; newLabel?: string; onNew?: () => void }) {
  return (
    <div className="flex justify-content-between align-items-end flex-wrap gap-3">
      {/* min-w-0: a long value (a device picked) shortens its box rather than widen the page. */}
      <div className="flex align-items-end flex-wrap gap-3 min-w-0">{children}</div>
      {newLabel && onNew && <Button type="button" label={newLabel} icon="pi pi-plus" onClick={onNew} />}
    </div>
  );
}
