// Renders the console's real route table in memory, with the app-wide dialogs and toast.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { buildRoutes } from '../../../web/src/app/router';
import { setNavigator } from '../../../web/src/core/navigation';
import { MessageDialogHost } from '../../../web/src/ui/MessageDialog';
import { NoticeToast } from '../../../web/src/ui/NoticeToast';

export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  const utils = render(
    <PrimeReactProvider>
      <NoticeToast />
      <MessageDialogHost />
      <ConfirmDialog />
      <RouterProvider router={router} />
    </PrimeReactProvider>,
  );
  return { router, ...utils };
}
