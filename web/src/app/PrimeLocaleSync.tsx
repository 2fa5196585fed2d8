// Keeps PrimeReactProvider's locale on the console's language: the provider writes its own locale
// to PrimeReact's global one when it mounts and when it changes, so it must hold ours (i18n/index.ts
// switches the global one itself, ahead of the re-render).
import { useContext, useEffect } from 'react';
import { PrimeReactContext } from 'primereact/api';
import { useLanguage } from '../i18n';

export function PrimeLocaleSync(): null {
  const lang = useLanguage();
  const { setLocale } = useContext(PrimeReactContext);
  useEffect(() => setLocale?.(lang), [lang, setLocale]);
  return null;
}
