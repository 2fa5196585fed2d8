// The message dialog ('Normally processed', failures …): showMessage(text) opens it, showOutcome(result) words a store action's result.
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import type { EndpointDef } from '@contract/endpoint';
import type { ActionResult } from '../state/areaStore';
import { useUiStore } from '../state/ui';

/** Spec §8 failure wording: the generic message, then the server's own if it has one. */
export function failureText(generic: string, serverMessage: string): string {
  return serverMessage && serverMessage !== generic ? `${generic}\n${serverMessage}` : generic;
}

/**
 * Tell the operator how a store action went, in the message dialog: its success message, or
 * its failure (generic + server message unless `withServerMessage: false`). Silent when the
 * call ended the session: the expiry alert has said it all. Resolves to `result.ok` once closed.
 */
export async function showOutcome(
  result: Pick<ActionResult<EndpointDef>, 'ok' | 'message' | 'serverMessage' | 'genericMessage' | 'endsSession'>,
  { withServerMessage = true }: { withServerMessage?: boolean } = {},
): Promise<boolean> {
  if (result.endsSession) return result.ok;
  const text = result.ok || !withServerMessage ? result.message : failureText(result.genericMessage, result.serverMessage);
  await useUiStore.getState().showMessage(text);
  return result.ok;
}

export function MessageDialogHost() {
  const { t } = useTranslation();
  const text = useUiStore((s) => s.dialogText);
  const close = useUiStore((s) => s.closeMessage);
  return (
    <Dialog
      visible={text !== null}
      header={t('app.notice')}
      onHide={close}
      style={{ width: 'min(28rem, 90vw)' }}
      footer={<Button label={t('actions.ok')} onClick={close} autoFocus />}
    >
      <p className="m-0" style={{ whiteSpace: 'pre-line' }} data-testid="message-dialog-text">
        {text}
      </p>
    </Dialog>
  );
}
