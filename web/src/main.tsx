// Entry: styles, i18n, session start (storage or another tab) and runtime config, then the app.
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import 'primeflex/primeflex.css';
import './ui/console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PrimeReactProvider } from 'primereact/api';
import { currentLanguage } from './i18n';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { installSession, startSession } from './app/session';
import { useCommonStore } from './state/common';

document.documentElement.lang = currentLanguage();
installSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PrimeReactProvider>
      <App />
    </PrimeReactProvider>
  </StrictMode>,
);

// Routes appear once we know whether we are signed in and which back end this is.
void Promise.all([loadRuntimeConfig(), startSession()]).finally(() => useCommonStore.getState().setReady());
