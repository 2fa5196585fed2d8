// i18next set-up: Korean by default, English on request (remembered in local storage).
// Resources = UI strings (ko.ts/en.ts) + the contract's messages and labels, never retyped.
// The sign-in form waits only for the strings it shows: the Korean sign-in strings (ko-signin.ts)
// ship with the console's entry; the other Korean strings (ko-console.ts) arrive with the first
// screen behind the sign-in page (lazyScreen waits for them); English is one chunk, fetched when it
// is chosen or remembered. PrimeReact's Korean texts come with the Korean console strings.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { authTypeLabels, backendLabels, paymentModeLabels, paymentResultLabels, promotionLabels, providerLabels, transactionLabels, userTypeLabels } from '@contract/labels';
import { DEFAULT_LANGUAGE, LANGUAGES, messages, type Language, type MessageKey } from '@contract/messages';
import type { ko } from './ko';
import { koSignIn } from './ko-signin';
import { applyPrimeLocale, loadPrimeKorean } from './primeLocale';

/** Ours: the spec gives no key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'kiosk-console.language';

/** The console's own strings of one language, whole (en.ts has the same keys as ko.ts). */
export type UiStrings = typeof ko;

/** Strings that ship with the entry: enough for the sign-in page and the app's frame. */
const SHIPPED: Partial<Record<Language, object>> = { ko: koSignIn };

/** The rest of a language's strings (all of them where nothing ships), fetched when needed. */
const fetchStrings: Record<Language, () => Promise<object>> = {
  ko: () => Promise.all([import('./ko-console'), loadPrimeKorean()]).then(([module]) => module.koConsole),
  en: () => import('./en').then((module) => module.en),
};

function pick<K extends string | number>(table: Record<K, Record<Language, string>>, lang: Language): Record<K, string> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, (v as Record<Language, string>)[lang]])) as Record<K, string>;
}

/** Everything one language shows: its UI strings (or a part of them), and the contract's `messages.*` and `labels.*`. */
export function buildResources<U extends object>(lang: Language, ui: U) {
  return {
    ...ui,
    messages: pick(messages, lang),
    labels: {
      userType: pick(userTypeLabels, lang),
      authType: pick(authTypeLabels, lang),
      provider: pick(providerLabels, lang),
      transaction: pick(transactionLabels, lang),
      promotion: pick(promotionLabels, lang),
      paymentMode: pick(paymentModeLabels, lang),
      paymentResult: pick(paymentResultLabels, lang),
      backend: pick(backendLabels, lang),
    },
  };
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: buildResources(DEFAULT_LANGUAGE, SHIPPED[DEFAULT_LANGUAGE] ?? {}) } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Languages whose every string is in i18next. */
const complete = new Set<Language>();
const fetching = new Map<Language, Promise<boolean>>();

/** Every string of the language is here (not only the sign-in page's). */
export function languageLoaded(lang: Language): boolean {
  return complete.has(lang);
}

/** Fetch the rest of a language's strings once; false (nothing changes) when they cannot be fetched. */
export function loadLanguage(lang: Language): Promise<boolean> {
  if (complete.has(lang)) return Promise.resolve(true);
  let pending = fetching.get(lang);
  if (!pending) {
    pending = fetchStrings[lang]().then(
      (ui) => {
        // Shipped strings already carry messages and labels; the fetched rest joins them.
        i18n.addResourceBundle(lang, 'translation', SHIPPED[lang] ? ui : buildResources(lang, ui), true, true);
        complete.add(lang);
        return true;
      },
      (error: unknown) => {
        fetching.delete(lang);
        console.error(`[i18n] ${lang} strings did not load`, error);
        return false;
      },
    );
    fetching.set(lang, pending);
  }
  return pending;
}

/** The strings a screen behind the sign-in page needs, in the current language (lazyScreen waits for them). */
export function loadScreenStrings(): Promise<boolean> {
  return loadLanguage(currentLanguage());
}

/** The language the operator asked for last (a slow fetch must not override a later choice). */
let wanted: Language = DEFAULT_LANGUAGE;

function apply(lang: Language): void {
  applyPrimeLocale(lang);
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Show this language once the strings it needs are here: all of them, or (`signInOnly`) what ships. */
function show(lang: Language, signInOnly: boolean): Promise<void> {
  wanted = lang;
  if (complete.has(lang) || (signInOnly && SHIPPED[lang])) {
    apply(lang);
    return Promise.resolve();
  }
  return loadLanguage(lang).then((ok) => {
    if (ok && wanted === lang) apply(lang);
  });
}

/** Switch language and remember the choice. Resolves once the console shows it (strings fetched). */
export function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  return show(lang, false);
}

/** Start-up: the remembered language; Korean at once, another once its strings are fetched. */
export function startLanguage(): Promise<void> {
  return show(storedLanguage(), true);
}

/** A contract message in the current language. */
export function tm(key: MessageKey, values?: Record<string, string | number>): string {
  return i18n.t(`messages.${key}`, values ?? {});
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
