// i18next set-up: Korean by default, English on request (remembered in local storage).
// Resources = UI strings (ko.ts/en.ts) + the contract's messages and labels, never retyped.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  authTypeLabels,
  backendLabels,
  messages,
  paymentModeLabels,
  paymentResultLabels,
  promotionLabels,
  providerLabels,
  transactionLabels,
  userTypeLabels,
  type Language,
  type MessageKey,
} from '@contract';
import { ko } from './ko';
import { en } from './en';

/** Ours: the spec gives no key for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'kiosk-console.language';

const ui: Record<Language, typeof en> = { ko, en };

function pick<K extends string | number>(table: Record<K, Record<Language, string>>, lang: Language): Record<K, string> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, (v as Record<Language, string>)[lang]])) as Record<K, string>;
}

/** Everything one language shows; `messages.*` and `labels.*` are the contract's. */
export function buildResources(lang: Language) {
  return {
    ...ui[lang],
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
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: buildResources(lang) }])),
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): void {
  void i18n.changeLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
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
