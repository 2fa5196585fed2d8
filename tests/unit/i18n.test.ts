import { describe, expect, it } from 'vitest';
import { messages, providerLabels } from '@contract';
import { fieldLabels } from '@contract/field-labels';
import { ko } from '../../web/src/i18n/ko';
import { en } from '../../web/src/i18n/en';
import { koConsole } from '../../web/src/i18n/ko-console';
import { koSignIn } from '../../web/src/i18n/ko-signin';
import { joinStrings } from '../../web/src/i18n/strings';
import { buildResources, i18n, languageLoaded, setLanguage, tm } from '../../web/src/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('i18n resources', () => {
  it('ko and en UI strings have exactly the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(ko).sort());
    expect(keys(ko).length).toBeGreaterThan(100);
  });

  it('every string is non-empty in both languages', () => {
    for (const value of [...leaves(ko), ...leaves(en)]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim()).not.toBe('');
    }
  });

  it('built resources carry the contract messages and labels, and the same keys per language', () => {
    expect(keys(buildResources('ko', ko)).sort()).toEqual(keys(buildResources('en', en)).sort());
    expect(buildResources('en', en).messages.sessionExpired).toBe(messages.sessionExpired.en);
    expect(buildResources('ko', ko).labels.provider.TC).toBe(providerLabels.TC.ko);
  });

  it('Korean is the sign-in strings and the console strings, no key in both', () => {
    const signIn = keys(koSignIn);
    const rest = keys(koConsole);
    expect(signIn.filter((key) => rest.includes(key))).toEqual([]);
    expect([...signIn, ...rest].sort()).toEqual(keys(ko).sort());
    // What the sign-in form shows ships with the entry.
    expect(signIn).toEqual(expect.arrayContaining(['fields.userId', 'fields.password', 'fields.keepSignedIn', 'actions.signIn', 'titles.login', 'app.loading']));
    expect(() => joinStrings({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow("'b' is in both tables");
  });

  it("field labels are the contract's, in both languages; the sign-in page's few are the same words", () => {
    for (const [name, label] of Object.entries(fieldLabels)) {
      expect(ko.fields[name as keyof typeof ko.fields], name).toBe(label.ko);
      expect(en.fields[name as keyof typeof en.fields], name).toBe(label.en);
    }
    expect(koSignIn.fields.userId).toBe(fieldLabels.userId.ko);
    expect(koSignIn.fields.password).toBe(fieldLabels.password.ko);
  });

  it('defaults to Korean with only the sign-in strings, fetches English when it is chosen, and remembers the choice', async () => {
    expect(i18n.language).toBe('ko');
    expect(tm('normallyProcessed')).toBe(messages.normallyProcessed.ko);
    expect(i18n.t('fields.userId')).toBe(ko.fields.userId);
    expect(languageLoaded('ko')).toBe(false);
    expect(languageLoaded('en')).toBe(false);
    expect(i18n.exists('titles.company')).toBe(false);
    const switching = setLanguage('en');
    // Until English has arrived the console stays Korean.
    expect(i18n.language).toBe('ko');
    await switching;
    expect(languageLoaded('en')).toBe(true);
    expect(tm('normallyProcessed')).toBe('Normally processed');
    expect(tm('requestFailedStatus', { status: 500 })).toBe('Request failed with status code 500');
    expect(localStorage.getItem('kiosk-console.language')).toBe('en');
    await setLanguage('ko');
    expect(i18n.t('titles.company')).toBe(ko.titles.company);
  });
});
