// Labels of spec §1 and §9 in Korean (default) and English.
import type { Bilingual } from './messages';
import type { AuthType, PAYMENT_STATES, UserType } from './entities';


export const userTypeLabels: Record<UserType, Bilingual> = {
  INTERNAL: { ko: '내부 IT', en: 'Internal (IT)' },
  INTERNAL_BS: { ko: '내부 영업', en: 'Internal (sales)' },
  INTERNAL_MD: { ko: '내부 MD', en: 'Internal (master data)' },
  BUSINESS: { ko: '개인사업자', en: 'Sole proprietor' },
  CORP: { ko: '법인', en: 'Corporation' },
};

export const authTypeLabels: Record<AuthType, Bilingual> = {
  ADMIN: { ko: '내부 직원', en: 'Internal staff' },
  PARTNER: { ko: '벤더 관리자', en: 'Vendor administrator' },
  MANAGER: { ko: '점주', en: 'Store owner' },
};

/** Company provider codes and the words the console shows for them (spec §1: 'AI장비', '키오스크'). */
export const providerLabels: Record<'TC' | 'ZELOTEK', Bilingual> = {
  TC: { ko: 'AI장비', en: 'AI device' },
  ZELOTEK: { ko: '키오스크', en: 'Kiosk' },
};

export const transactionLabels: Record<'ADD' | 'DISCARD' | 'SALE' | 'REFUND' | 'MANUAL' | 'NEW', Bilingual> = {
  ADD: { ko: '입고', en: 'Stock-in' },
  DISCARD: { ko: '출고', en: 'Stock-out' },
  SALE: { ko: '판매', en: 'Sale' },
  REFUND: { ko: '반품', en: 'Return' },
  MANUAL: { ko: '수동 수정', en: 'Manual update' },
  NEW: { ko: '신규 등록', en: 'New registration' },
};

export const promotionLabels: Record<'RATE' | 'COUNT' | 'AMOUNT', Bilingual> = {
  RATE: { ko: '할인율', en: 'Discount rate' },
  COUNT: { ko: '증정', en: 'Free gift' },
  AMOUNT: { ko: '할인가', en: 'Discounted price' },
};

/** Payment modes for provider 'tc' (spec §9); anything else shows as credit card. */
export const paymentModeLabels: Record<1 | 2 | 99, Bilingual> = {
  1: { ko: '앱', en: 'App' },
  2: { ko: '신용카드', en: 'Credit card' },
  99: { ko: '포인트', en: 'Points' },
};

/** How a customer pays at a kiosk: its door session's openType. */
export type PayMode = 'APP' | 'CARD' | 'POINT';
const TC_MODES: readonly PayMode[] = ['APP', 'CARD', 'POINT'];
const CARD_ONLY: readonly PayMode[] = ['CARD'];

/**
 * The ways a kiosk of this provider takes payment. Spec §9 names app and points only for 'tc' (a
 * device's 'TC', a payment's 'tc'), so any other provider takes credit cards only: the one rule for
 * the seeded world, the fleet and the cockpit.
 */
export function payModesOf(provider: string | null | undefined): readonly PayMode[] {
  return (provider ?? '').toLowerCase() === 'tc' ? TC_MODES : CARD_ONLY;
}

/**
 * The approveResult that means approved for a payment of this provider (spec §9): 'tc' approves
 * with 1, every other provider with 0. The one rule: the simulator's writers and SQL, and the console.
 */
export function approvedResultOf(provider: string | null | undefined): number {
  return (provider ?? '').toLowerCase() === 'tc' ? 1 : 0;
}

/** Whether a payment was approved (approvedResultOf). */
export const isApproved = (payment: { provider: string | null | undefined; approveResult: number }): boolean => payment.approveResult === approvedResultOf(payment.provider);

export const paymentResultLabels = {
  approved: { ko: '승인', en: 'Approved' },
  failed: { ko: '승인 실패', en: 'Approval failed' },
} satisfies Record<string, Bilingual>;

type PaymentState = (typeof PAYMENT_STATES)[number];
const approvedWith = (state: Bilingual): Bilingual => ({ ko: `${paymentResultLabels.approved.ko} (${state.ko})`, en: `${paymentResultLabels.approved.en} (${state.en})` });

/**
 * The one vocabulary of a payment's outcome, keyed by its state: the payment filter's options, the
 * tables, the CSV and the details all say these words. Spec §9's "approved (state)" for every
 * provider, so a refunded card payment reads as refunded too.
 */
export const paymentOutcomeLabels: Record<PaymentState, Bilingual> = {
  PAID: approvedWith({ ko: '결제 완료', en: 'Paid' }),
  PARTIAL_REFUND: approvedWith({ ko: '부분 환불', en: 'Partly refunded' }),
  REFUNDED: approvedWith({ ko: '환불', en: 'Refunded' }),
  DECLINED: paymentResultLabels.failed,
};

/**
 * The outcome a payment shows (spec §9): approveResult decides whether it was approved; a failed one
 * is DECLINED whatever its state says, an approved one its state. null: approved with a state that
 * is no approved state (one production may add, or a contradicting DECLINED), shown as plain
 * "approved".
 */
export function paymentOutcome(payment: { provider: string | null | undefined; approveResult: number; state?: string | null }): PaymentState | null {
  if (!isApproved(payment)) return 'DECLINED';
  const state = payment.state as PaymentState | null | undefined;
  return state && state !== 'DECLINED' && state in paymentOutcomeLabels ? state : null;
}

export const backendLabels = {
  simulator: { ko: '시뮬레이터', en: 'Simulator' },
  live: { ko: '실서버', en: 'Live' },
} satisfies Record<string, Bilingual>;
