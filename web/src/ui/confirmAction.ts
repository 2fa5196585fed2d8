// Ask before a destructive or irreversible action (delete, regenerate a key), in the app's ConfirmDialog.
import { confirmDialog } from 'primereact/confirmdialog';
import { i18n } from '../i18n';

export interface ConfirmOptions {
  /** Dialog title and accept button (default: 'Delete'). */
  acceptLabel?: string;
  message: string;
  onAccept: () => void | Promise<void>;
}

export function confirmAction({ acceptLabel = i18n.t('actions.delete'), message, onAccept }: ConfirmOptions): void {
  confirmDialog({
    header: acceptLabel,
    message,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel,
    rejectLabel: i18n.t('actions.cancel'),
    acceptClassName: 'p-button-danger',
    accept: () => void onAccept(),
  });
}
