// Root: the router once the session has started, plus the app-wide toast and dialogs.
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useCommonStore } from '../state/common';
import { MessageDialogHost } from '../ui/MessageDialog';
import { NoticeToast } from '../ui/NoticeToast';
import { LoadingText } from './RouteScreen';
import { createAppRouter } from './router';

export function App() {
  const ready = useCommonStore((s) => s.ready);
  const router = useMemo(() => (ready ? createAppRouter() : null), [ready]);
  return (
    <>
      <NoticeToast />
      <MessageDialogHost />
      <ConfirmDialog />
      {router ? <RouterProvider router={router} /> : <LoadingText />}
    </>
  );
}
