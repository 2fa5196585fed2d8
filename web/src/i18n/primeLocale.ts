// PrimeReact's own texts (calendars' month and weekday names and Today / Clear, paginators, dropdown
// filters, file upload, confirm dialogs) follow the console's language. Korean comes from
// primelocale; English is PrimeReact's built-in locale. Components read PrimeReact's global locale
// when they render, so it is switched before i18next re-renders the screens.
import { addLocale, locale, localeOption } from 'primereact/api';
import { ko } from 'primelocale/ko.json';
import type { Language } from '@contract/messages';

addLocale('ko', ko);

/** Make `lang` PrimeReact's locale. */
export function applyPrimeLocale(lang: Language): void {
  locale(lang);
}

/** One of PrimeReact's texts (e.g. 'today', 'clear') in a language. */
export function primeText(key: string, lang: Language): string {
  return String(localeOption(key, lang));
}
