// PrimeReact's own texts (calendars' month and weekday names and Today / Clear, paginators, dropdown
// filters, file upload, confirm dialogs) follow the console's language. English is PrimeReact's
// built-in locale; the Korean texts (primelocale) come with the console's Korean strings, as the
// sign-in page shows none of them; until then 'ko' holds the English ones, so no component asks
// for a locale that is not there. Components read PrimeReact's global locale when they render, so
// it is switched before i18next re-renders the screens.
import { addLocale, locale, localeOption } from 'primereact/api';
import type { Language } from '@contract/messages';

addLocale('ko', {});

/** Register PrimeReact's Korean texts (fetched once, with the console's Korean strings). */
export function loadPrimeKorean(): Promise<void> {
  return import('primelocale/ko.json').then((texts) => addLocale('ko', texts.ko));
}

/** Make `lang` PrimeReact's locale. */
export function applyPrimeLocale(lang: Language): void {
  locale(lang);
}

/** One of PrimeReact's texts (e.g. 'today', 'clear') in a language. */
export function primeText(key: string, lang: Language): string {
  return String(localeOption(key, lang));
}
