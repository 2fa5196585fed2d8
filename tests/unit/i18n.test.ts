import { describe, expect, it } from 'vitest';
import { messages, providerLabels } from '@contract';
import { ko } from '../../web/src/i18n/ko';
import { en } from '../../web/src/i18n/en';
import { buildResources, i18n, setLanguage, tm } from '../../web/src/i18n';

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
    expect(keys(buildResources('ko')).sort()).toEqual(keys(buildResources('en')).sort());
    expect(buildResources('en').messages.sessionExpired).toBe(messages.sessionExpired.en);
    expect(buildResources('ko').labels.provider.TC).toBe(providerLabels.TC.ko);
  });

  it('defaults to Korean, switches to English, and remembers the choice', () => {
    expect(i18n.language).toBe('ko');
    expect(tm('normallyProcessed')).toBe(messages.normallyProcessed.ko);
    setLanguage('en');
    expect(tm('normallyProcessed')).toBe('Normally processed');
    expect(tm('requestFailedStatus', { status: 500 })).toBe('Request failed with status code 500');
    expect(localStorage.getItem('kiosk-console.language')).toBe('en');
    setLanguage('ko');
    expect(i18n.t('titles.company')).toBe(ko.titles.company);
  });
});
