// The trash button at the end of an editable table's row (a tray, an order line): icon only, named
// for screen readers by the row it removes.
import { Button } from 'primereact/button';

export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return <Button type="button" icon="pi pi-trash" severity="danger" text aria-label={label} onClick={onRemove} />;
}
