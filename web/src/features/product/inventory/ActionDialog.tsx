// The frame of the stock dialogs (add, move, delete, put on a tray): Cancel and one action in the
// footer, and the action's run — the body checked first with the schema the server uses, busy
// while it goes, its outcome in the message dialog, then `onDone` when the server accepted it.
// Each problem (found before sending, or named by the server's refusal) shows under its field.
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { EndpointDef } from '@contract/endpoint';
import type { ActionResult } from '../../../state/areaStore';
import { FormProblemsProvider, useFormProblems, type FormProblems } from '../../../ui/form';
import { showOutcome } from '../../../ui/MessageDialog';

interface ActionDialogProps {
  visible: boolean;
  header: string;
  onHide: () => void;
  testId: string;
  /** Width in rem. */
  width?: number;
  action: { label: string; icon: string; danger?: boolean; disabled?: boolean; busy: boolean; onClick: () => void };
  /** The problems of the dialog's fields (useDialogAction's). */
  problems: FormProblems;
  children: ReactNode;
}

export function ActionDialog({ visible, header, onHide, testId, width = 30, action, problems, children }: ActionDialogProps) {
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
      <FormProblemsProvider value={problems}>{children}</FormProblemsProvider>
    </Dialog>
  );
}

/** The body a dialog sends and the schema the server checks it with: nothing is sent while it fails. */
export interface CheckedBody {
  schema: z.ZodType;
  body: unknown;
}

/**
 * Run a store action from a dialog: the body checked first, `busy` meanwhile, the outcome said (the
 * fields a refusal names shown under them), `onDone` when it went through.
 */
export function useDialogAction(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const problems = useFormProblems();
  async function run(action: () => Promise<ActionResult<EndpointDef>>, checkWith?: CheckedBody) {
    if (checkWith && !problems.check(checkWith.schema, checkWith.body)) return;
    setBusy(true);
    const result = await action();
    setBusy(false);
    problems.takeAnswer(result);
    if (await showOutcome(result)) onDone();
  }
  return { busy, run, problems };
}
