// Labels of spec §1 and §9 codes (provider, payment mode and result, transaction, promotion type,
// auth and user type) as pure functions over contract/labels.ts. Without dayjs, so the sign-in page
// (its demo accounts) can use them; format.ts re-exports them beside the date and money formats.
import type { AuthType, UserType } from '@contract/entities';
import {
  authTypeLabels,
  paymentOutcome,
  paymentOutcomeLabels,
  paymentModeLabels,
  paymentResultLabels,
  promotionLabels,
  providerLabels,
  transactionLabels,
  userTypeLabels,
} from '@contract/labels';
import type { Language } from '@contract/messages';

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

/**
 * A payment's result in the one vocabulary of filters, tables, CSV and details (contract
 * paymentOutcomeLabels): spec §9's approval rule, the state in parentheses, refunds as refunds.
 */
export function paymentResultLabel(
  payment: { provider: string | null | undefined; approveResult: number; state?: string | null },
  lang: Language,
): string {
  const outcome = paymentOutcome(payment);
  if (outcome) return paymentOutcomeLabels[outcome][lang];
  // A state the console does not know yet is said as the back end wrote it.
  const approved = paymentResultLabels.approved[lang];
  return payment.state && payment.state !== 'DECLINED' ? `${approved} (${payment.state})` : approved;
}

export function transactionLabel(code: string | null | undefined, lang: Language): string {
  return code && code in transactionLabels ? transactionLabels[code as keyof typeof transactionLabels][lang] : EMPTY;
}

export function promotionTypeLabel(type: string | null | undefined, lang: Language): string {
  return type && type in promotionLabels ? promotionLabels[type as keyof typeof promotionLabels][lang] : EMPTY;
}

export function authTypeLabel(authType: string | null | undefined, lang: Language): string {
  return authType && authType in authTypeLabels ? authTypeLabels[authType as AuthType][lang] : EMPTY;
}

export function userTypeLabel(userType: string | null | undefined, lang: Language): string {
  return userType && userType in userTypeLabels ? userTypeLabels[userType as UserType][lang] : EMPTY;
}
