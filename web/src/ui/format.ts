// Display rules of spec §3 and §9 as pure functions: labels come from contract/labels.ts,
// formats from contract/constants.ts. Components pass the current language.
import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  authTypeLabels,
  paymentModeLabels,
  paymentResultLabels,
  promotionLabels,
  providerLabels,
  transactionLabels,
  userTypeLabels,
  type AuthType,
  type Language,
  type UserType,
} from '@contract';

const EMPTY = '-';

type ProviderCode = keyof typeof providerLabels;
const PROVIDER_CODES = Object.keys(providerLabels) as ProviderCode[];

/** Provider codes found in a company's provider text ('tc,ZELOTEK' ⇒ ['TC', 'ZELOTEK']), case-insensitive. */
export function providerCodes(provider: string | null | undefined): ProviderCode[] {
  const text = (provider ?? '').toUpperCase();
  return PROVIDER_CODES.filter((code) => text.includes(code));
}

/** Codes back to the wire form: ['TC', 'ZELOTEK'] ⇒ 'TC,ZELOTEK', none ⇒ null. */
export function joinProviderCodes(codes: readonly string[]): string | null {
  const known = PROVIDER_CODES.filter((code) => codes.includes(code));
  return known.length ? known.join(',') : null;
}

/** Spec §1: 'AI장비' and/or '키오스크'; '-' when none. */
export function providerLabel(provider: string | null | undefined, lang: Language): string {
  const codes = providerCodes(provider);
  return codes.length ? codes.map((code) => providerLabels[code][lang]).join(', ') : EMPTY;
}

function isTc(provider: string | null | undefined): boolean {
  return (provider ?? '').toLowerCase() === 'tc';
}

/** Spec §9: for 'tc' 1 app, 2 credit card, 99 points; everything else shows as credit card. */
export function paymentModeLabel(provider: string | null | undefined, paymentMode: number, lang: Language): string {
  if (isTc(provider) && (paymentMode === 1 || paymentMode === 99)) return paymentModeLabels[paymentMode][lang];
  return paymentModeLabels[2][lang];
}

/** Spec §9: 'tc' approves with 1 (state in parentheses), other providers with 0. */
export function paymentResultLabel(
  payment: { provider: string | null | undefined; approveResult: number; state?: string | null },
  lang: Language,
): string {
  if (isTc(payment.provider)) {
    if (payment.approveResult !== 1) return paymentResultLabels.failed[lang];
    return payment.state ? `${paymentResultLabels.approved[lang]} (${payment.state})` : paymentResultLabels.approved[lang];
  }
  return payment.approveResult === 0 ? paymentResultLabels.approved[lang] : paymentResultLabels.failed[lang];
}

export function transactionLabel(code: string | null | undefined, lang: Language): string {
  return code && code in transactionLabels ? transactionLabels[code as keyof typeof transactionLabels][lang] : EMPTY;
}

export function promotionTypeLabel(type: string | null | undefined, lang: Language): string {
  return type && type in promotionLabels ? promotionLabels[type as keyof typeof promotionLabels][lang] : EMPTY;
}

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

export function authTypeLabel(authType: string | null | undefined, lang: Language): string {
  return authType && authType in authTypeLabels ? authTypeLabels[authType as AuthType][lang] : EMPTY;
}

export function userTypeLabel(userType: string | null | undefined, lang: Language): string {
  return userType && userType in userTypeLabels ? userTypeLabels[userType as UserType][lang] : EMPTY;
}

/** A wire date ('YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD') in one of the spec's formats; '-' if absent. */
export function formatDate(value: string | null | undefined, format: string = DATE_FORMAT): string {
  if (!value) return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : EMPTY;
}

const wonNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** Money in won: '12,300원' (ko) or '₩12,300' (en). */
export function formatWon(amount: number | null | undefined, lang: Language): string {
  if (amount == null || !Number.isFinite(amount)) return EMPTY;
  const digits = wonNumber.format(amount);
  return lang === 'ko' ? `${digits}원` : `₩${digits}`;
}

export function formatCount(value: number | null | undefined): string {
  return value == null ? EMPTY : wonNumber.format(value);
}

/** Spec §3: list rows carry `num`, counted down from the list length. */
export function withRowNumbers<T extends object>(rows: readonly T[]): Array<T & { num: number }> {
  return rows.map((row, index) => ({ ...row, num: rows.length - index }));
}

/** Spec §3: address and addressDetail combined (a device adds its own spot after its division's detail). */
export function fullAddress(address: string | null | undefined, ...details: Array<string | null | undefined>): string {
  const text = [address, ...details].filter((part) => part && part.trim()).join(' ');
  return text || EMPTY;
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
