// Display rules of spec §3 and §9 as pure functions: labels come from contract/labels.ts,
// formats from contract/constants.ts. Components pass the current language.
import dayjs from 'dayjs';
import { DATE_FORMAT, MONTH_FORMAT } from '@contract/constants';
import type { Language } from '@contract/messages';
import { promotionTypeLabel } from './labels';

export * from './labels';
// Not through labels.ts, which the sign-in page loads.
export { deviceLabel } from '@contract/device-label';

const EMPTY = '-';

/** Spec §9: RATE discount rate; COUNT free gift (sale count + free count); AMOUNT discounted price in won. */
export function promotionLabel(
  promotion: {
    type: string;
    promotionRate?: number | null;
    promotionSaleCount?: number | null;
    promotionFreeCount?: number | null;
    promotionAmount?: number | null;
  },
  lang: Language,
): string {
  const name = promotionTypeLabel(promotion.type, lang);
  switch (promotion.type) {
    case 'RATE':
      return promotion.promotionRate == null ? name : `${name} ${promotion.promotionRate}%`;
    case 'COUNT':
      return promotion.promotionSaleCount == null || promotion.promotionFreeCount == null
        ? name
        : `${name} (${promotion.promotionSaleCount}+${promotion.promotionFreeCount})`;
    case 'AMOUNT':
      return promotion.promotionAmount == null ? name : `${name} ${formatWon(promotion.promotionAmount, lang)}`;
    default:
      return name;
  }
}

/** A wire date ('YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD') in one of the spec's formats; '-' if absent. */
export function formatDate(value: string | null | undefined, format: string = DATE_FORMAT): string {
  if (!value) return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : EMPTY;
}

/** A wire period, a day ('YYYY-MM-DD') or a month ('YYYY-MM'), in the spec's style: '2026.11.26', '2026.11'. */
export function formatPeriod(value: string | null | undefined): string {
  if (!value) return EMPTY;
  return /^\d{4}-\d{2}$/.test(value) ? formatDate(`${value}-01`, MONTH_FORMAT) : formatDate(value);
}

const wonNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/**
 * Money in won: '12,300원' (ko) or '₩12,300' (en). A negative amount (a gross profit can be) puts
 * the sign before the currency: '-1,500원', '-₩1,500'; one that rounds to 0 has none.
 */
export function formatWon(amount: number | null | undefined, lang: Language): string {
  if (amount == null || !Number.isFinite(amount)) return EMPTY;
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  const digits = wonNumber.format(whole);
  return lang === 'ko' ? `${sign}${digits}원` : `${sign}₩${digits}`;
}

export function formatCount(value: number | null | undefined): string {
  return value == null ? EMPTY : wonNumber.format(value);
}

/** Spec §3: list rows carry `num`, counted down from the list length. */
export function withRowNumbers<T extends object>(rows: readonly T[]): Array<T & { num: number }> {
  return rows.map((row, index) => ({ ...row, num: rows.length - index }));
}

/**
 * Spec §3: address and addressDetail combined (a device adds its own spot after its division's
 * detail). A part's leading words that repeat the words before it are left out, so a division's
 * '광교빌딩 B1' and its device's 'B1 엘리베이터 앞' read '광교빌딩 B1 엘리베이터 앞' (old data, typed-in details).
 */
export function fullAddress(address: string | null | undefined, ...details: Array<string | null | undefined>): string {
  const words: string[] = [];
  for (const part of [address, ...details]) {
    const next = (part ?? '').split(/\s+/).filter(Boolean);
    let overlap = Math.min(words.length, next.length);
    while (overlap > 0 && words.slice(-overlap).join(' ') !== next.slice(0, overlap).join(' ')) overlap--;
    words.push(...next.slice(overlap));
  }
  return words.join(' ') || EMPTY;
}

/** A file size for people: '812 B', '12.3 KB', '4.1 MB', '10 MB'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
