// The frame of the stock dialogs (add, move, delete, put on a tray): Cancel and one action in the
// footer, and the action's run — busy while it goes, its outcome in the message dialog, then
// `onDone` when the server accepted it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { EndpointDef } from '@contract/endpoint';
import type { ActionResult } from '../../state/areaStore';
import { showOutcome } from '../../ui/MessageDialog';

interface ActionDialogProps {
  visible: boolean;
  header: string;
  onHide: () => void;
  testId: string;
  /** Width in rem. */
  width?: number;
  action: { label: string; icon: string; danger?: boolean; disabled?: boolean; busy: boolean; onClick: () => void };
  children: ReactNode;
}

export function ActionDialog({ visible, header, onHide, testId, width = 30, action, children }: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={header}
      style={{ width: `min(${width}rem, 95vw)` }}
      data-testid={testId}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t('actions.cancel')} icon="pi pi-times" outlined onClick={onHide} />
          <Button
            type="button"
            label={action.label}
            icon={action.icon}
            severity={action.danger ? 'danger' : undefined}
            loading={action.busy}
            disabled={action.disabled}
            onClick={action.onClick}
          />
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

/** Run a store action from a dialog: `busy` meanwhile, the outcome said, `onDone` when it went through. */
export function useDialogAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<ActionResult<EndpointDef>>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (await showOutcome(result)) onDone();
  }
  return { busy, run };
}
