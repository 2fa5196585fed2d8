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
import { loadRuntimeConfig } from './app/runtimeConfig';
import { isPublicPath } from './app/routes';
import { preloadFirstScreen } from './app/router';
import { installSession, startSession } from './app/session';
import { useCommonStore } from './state/common';

installSession();
preloadFirstScreen(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      <PrimeLocaleSync />
      <App />
    </PrimeReactProvider>
  </StrictMode>,
);

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
