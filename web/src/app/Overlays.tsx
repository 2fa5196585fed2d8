// The app-wide toast and dialogs (notice toast, message dialog, confirm dialog). Loaded by App only
// once something may show in them (a session, a notice, a message), so the sign-in form does not
// wait for PrimeReact's Dialog, Toast and ConfirmDialog.
import { ConfirmDialog } from 'primereact/confirmdialog';
import { MessageDialogHost } from '../ui/MessageDialog';
import { NoticeToast } from '../ui/NoticeToast';

export default function Overlays() {
  return (
    <>
      <NoticeToast />
      <MessageDialogHost />
      <ConfirmDialog />
    </>
  );
}
