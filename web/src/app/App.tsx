// Root: the router once the session has started, plus the app-wide toast and dialogs.
import { Suspense, lazy, useDeferredValue, useRef } from 'react';
import { useCommonStore } from '../state/common';
import { useUiStore } from '../state/ui';
import { LoadingText } from './RouteScreen';
import { AppRouter } from './router';

const Overlays = lazy(() => import('./Overlays'));

/**
 * The toast and dialogs are needed once there is a session (screens confirm and report in them) or
 * something to show (a notice such as 'Logged out in another tab', a message); from then on they
 * stay. Until then the sign-in form does without their code.
 */
function useOverlaysWanted(): boolean {
  const wanted = useRef(false);
  const signedIn = useCommonStore((s) => s.token !== null);
  const pending = useUiStore((s) => s.notice !== null || s.dialogText !== null);
  if (signedIn || pending) wanted.current = true;
  return wanted.current;
}

export function App() {
  // The routes (the sign-in form, or the shell with its menu and first screen) mount in a deferred
  // render: a store update renders at once, in one task, and this first render is the page's
  // largest, so React renders it in short slices instead ('Loading...' stays until it is done).
  const ready = useDeferredValue(useCommonStore((s) => s.ready));
  const overlays = useOverlaysWanted();
  return (
    <>
      {overlays && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
      {ready ? <AppRouter /> : <LoadingText />}
    </>
  );
}
