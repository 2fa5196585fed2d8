// Entry: styles, i18n, session start (storage or another tab) and runtime config, then the app.
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './ui/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PrimeReactProvider } from 'primereact/api';
import { startLanguage } from './i18n';
import { App } from './app/App';
import { ACCESSIBLE_PASS_THROUGH } from './ui/accessiblePassThrough';
import { PrimeLocaleSync } from './app/PrimeLocaleSync';
import { loadRuntimeConfig } from './api/runtimeConfig';
import { isPublicPath } from './app/routes';
import { preloadFirstScreen } from './app/router';
import { installSession, startSession } from './core/session';
import { useCommonStore } from './state/common';

installSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      <PrimeLocaleSync />
      <App />
    </PrimeReactProvider>
  </StrictMode>,
);

// The first page's chunks are fetched once 'Loading...' is painted, ahead of the runtime config and
// the router (app/router.tsx): fetched during the entry's own evaluation they shared the slow link
// with what that first paint needs and put it later (Lighthouse, mobile: first paint 2.2 → 2.5 s).
requestAnimationFrame(() => setTimeout(() => preloadFirstScreen(window.location.pathname), 0));

// Routes appear once we know which back end this is, the remembered language's strings are here,
// and whether we are signed in. A public page (the sign-in form) does not wait for the last: asking
// other tabs for their session can take TAB_ANSWER_TIMEOUT_MS, and a session handed over meanwhile
// still takes the operator on to the dashboard. Every other page waits, so a deep link is kept.
const setReady = () => useCommonStore.getState().setReady();
const settings = Promise.all([loadRuntimeConfig(), startLanguage()]);
void Promise.all([settings, startSession()]).finally(setReady);
void settings.then(() => {
  if (isPublicPath(window.location.pathname)) setReady();
});
