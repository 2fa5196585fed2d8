// The console's language drives PrimeReact's own texts (calendars, paginators, dialogs), English
// counts take the singular for one, and sales periods show in the spec's date format.
import { afterAll, describe, expect, it } from 'vitest';
import PrimeReact, { localeOption, localeOptions } from 'primereact/api';
import { i18n, setLanguage } from '../../web/src/i18n';
import { formatPeriod } from '../../web/src/ui/format';

afterAll(() => setLanguage('ko'));

/** A text of PrimeReact's current locale, as its components read it. */
const current = (key: string) => localeOption(key, PrimeReact.locale!) as unknown;
const currentList = (key: 'monthNames' | 'dayNamesMin') => (localeOptions(PrimeReact.locale!) as Record<string, string[]>)[key]!;

describe("PrimeReact's locale", () => {
  it('is Korean with the Korean console and English once English is chosen, and back', async () => {
    await setLanguage('ko');
    expect(PrimeReact.locale).toBe('ko');
    expect(current('today')).toBe('오늘');
    expect(current('clear')).toBe('초기화');
    expect(currentList('monthNames')[10]).toBe('11월');
    expect(currentList('dayNamesMin')).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    await setLanguage('en');
    expect(PrimeReact.locale).toBe('en');
    expect(current('today')).toBe('Today');
    expect(currentList('monthNames')[10]).toBe('November');
    await setLanguage('ko');
    expect(current('clear')).toBe('초기화');
  });
});

describe('English counts', () => {
  it('word one thing in the singular and more in the plural, with thousands grouped', async () => {
    await setLanguage('en');
    expect(i18n.t('payment.productsButton', { count: 1 })).toBe('1 product');
    expect(i18n.t('payment.productsButton', { count: 3 })).toBe('3 products');
    expect(i18n.t('payment.total', { total: 1 })).toBe('1 payment');
    expect(i18n.t('payment.total', { total: 1234 })).toBe('1,234 payments');
    expect(i18n.t('warehouse.totals', { products: 1, units: 1 })).toBe('1 product, 1 unit');
    expect(i18n.t('dashboard.divisionsDetail', { divisions: 1 })).toBe('1 division');
    expect(i18n.t('aiReport.replaceWithText', { product: 'Cola', units: 2, devices: 1 })).toBe('Cola (2 units sold, on 1 device)');
    expect(i18n.t('list.filterCount', { count: 1, total: 1 })).toBe('1 of 1 row');
    await setLanguage('ko');
    expect(i18n.t('payment.productsButton', { count: 1 })).toBe('1개 상품');
    expect(i18n.t('payment.total', { total: 1234 })).toBe('결제 1,234건');
  });
});

describe('formatPeriod', () => {
  it('shows a day as YYYY.MM.DD and a month as YYYY.MM', () => {
    expect(formatPeriod('2026-11-26')).toBe('2026.11.26');
    expect(formatPeriod('2026-11')).toBe('2026.11');
    expect(formatPeriod(null)).toBe('-');
  });
});
