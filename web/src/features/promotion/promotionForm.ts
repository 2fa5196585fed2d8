// Promotion rules for the screens (pure): the value each type shows (spec §9: RATE a discount
// rate, COUNT sale count plus free count, AMOUNT a price in won), start and end split into date,
// hour and minute (spec §3) and joined back for the wire, and the form ↔ promotion.store body.
import type { Dayjs } from 'dayjs';
import { LIMITS, WIRE_DATE_FORMAT } from '@contract/constants';
import type { Language } from '@contract/messages';
import { backendToday } from '../../app/backendClock';
import type { Promotion, PromotionStoreBody, PromotionType } from '../../state/promotion';
import { formatWon } from '../../ui/format';
import { isWireDate } from '../../ui/listFilters';
import type { Option } from '../../ui/SelectField';
import { paths } from '../../app/paths';

export const PROMOTION_PATH = paths.promotion();

type Values = Pick<Promotion, 'type' | 'promotionRate' | 'promotionSaleCount' | 'promotionFreeCount' | 'promotionAmount'>;

/** What the promotion gives: '10%', '2+1' or '1,200원' ('-' when the type's own fields are missing). */
export function promotionValue(p: Values, lang: Language): string {
  if (p.type === 'RATE' && p.promotionRate != null) return `${p.promotionRate}%`;
  if (p.type === 'COUNT' && p.promotionSaleCount != null && p.promotionFreeCount != null) return `${p.promotionSaleCount}+${p.promotionFreeCount}`;
  if (p.type === 'AMOUNT' && p.promotionAmount != null) return formatWon(p.promotionAmount, lang);
  return '-';
}

/** A number to sort the value column by: the rate, the free share of a COUNT deal, the price. */
export function promotionSortValue(p: Values): number | null {
  if (p.type === 'RATE') return p.promotionRate;
  if (p.type === 'COUNT') return p.promotionSaleCount && p.promotionFreeCount != null ? p.promotionFreeCount / p.promotionSaleCount : null;
  return p.promotionAmount;
}

/** One end of a promotion as the form edits it: a day (YYYY-MM-DD, '' for none), an hour and a minute. */
export interface DateParts {
  date: string;
  hour: number;
  minute: number;
}

/** '2024-05-06 13:45:00' ⇒ { date: '2024-05-06', hour: 13, minute: 45 }. */
export function splitDateTime(wire: string | null | undefined): DateParts {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(wire ?? '');
  return match ? { date: match[1]!, hour: Number(match[2]), minute: Number(match[3]) } : { date: '', hour: 0, minute: 0 };
}

/** The wire form 'YYYY-MM-DD HH:mm:00', or null without a valid day. */
export function joinDateTime(parts: DateParts): string | null {
  if (!isWireDate(parts.date)) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${parts.date} ${two(parts.hour)}:${two(parts.minute)}:00`;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const HOUR_OPTIONS: Option<number>[] = Array.from({ length: 24 }, (_, h) => ({ value: h, label: pad(h) }));
export const MINUTE_OPTIONS: Option<number>[] = Array.from({ length: 60 }, (_, m) => ({ value: m, label: pad(m) }));

export interface PromotionFormValues {
  promotionName: string;
  type: PromotionType;
  /** The company whose kiosks run it (internal staff pick it when creating). */
  companyIdx: number | null;
  productIdx: number | null;
  /** null: every store of the company. */
  divisionIdx: number | null;
  promotionRate: string;
  promotionSaleCount: string;
  promotionFreeCount: string;
  promotionAmount: string;
  start: DateParts;
  end: DateParts;
}

/** A new promotion runs from tomorrow 00:00 (the back end's KST day) for a week. */
export function emptyPromotionForm(companyIdx: number | null = null, today: Dayjs = backendToday()): PromotionFormValues {
  const start = today.add(1, 'day').format(WIRE_DATE_FORMAT);
  const end = today.add(8, 'day').format(WIRE_DATE_FORMAT);
  return {
    promotionName: '',
    type: 'RATE',
    companyIdx,
    productIdx: null,
    divisionIdx: null,
    promotionRate: '',
    promotionSaleCount: '',
    promotionFreeCount: '',
    promotionAmount: '',
    start: { date: start, hour: 0, minute: 0 },
    end: { date: end, hour: 0, minute: 0 },
  };
}

const sameParts = (a: DateParts, b: DateParts) => a.date === b.date && a.hour === b.hour && a.minute === b.minute;

/**
 * A new promotion's form once "today" moved from `from` to `to` (the simulated clock arrived or
 * moved on): the default start and end follow, unless the operator has changed either.
 */
export function moveDefaultDates(form: PromotionFormValues, from: Dayjs, to: Dayjs): PromotionFormValues {
  const before = emptyPromotionForm(null, from);
  if (!sameParts(form.start, before.start) || !sameParts(form.end, before.end)) return form;
  const after = emptyPromotionForm(null, to);
  return { ...form, start: after.start, end: after.end };
}

const text = (value: number | null) => (value == null ? '' : String(value));

export function promotionToForm(p: Promotion): PromotionFormValues {
  return {
    promotionName: p.promotionName,
    type: p.type,
    companyIdx: p.companyIdx,
    productIdx: p.productIdx,
    divisionIdx: p.divisionIdx,
    promotionRate: text(p.promotionRate),
    promotionSaleCount: text(p.promotionSaleCount),
    promotionFreeCount: text(p.promotionFreeCount),
    promotionAmount: text(p.promotionAmount),
    start: splitDateTime(p.startDateTime),
    end: splitDateTime(p.endDateTime),
  };
}

/** Typed text as a number, null when it is not one. */
function numberOf(value: string): number | null {
  const trimmed = value.replace(/,/g, '').trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}
const wholeIn = (value: string, min: number, max: number) => {
  const n = numberOf(value);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The type's own fields, checked; null when one is missing or out of range. */
function typeFields(values: PromotionFormValues): Pick<PromotionStoreBody, 'promotionRate' | 'promotionSaleCount' | 'promotionFreeCount' | 'promotionAmount'> | null {
  const none = { promotionRate: null, promotionSaleCount: null, promotionFreeCount: null, promotionAmount: null };
  if (values.type === 'RATE') {
    const rate = wholeIn(values.promotionRate, LIMITS.promotionRateMin, LIMITS.promotionRateMax);
    return rate !== null ? { ...none, promotionRate: rate } : null;
  }
  if (values.type === 'COUNT') {
    const sale = wholeIn(values.promotionSaleCount, 1, LIMITS.promotionUnits);
    const free = wholeIn(values.promotionFreeCount, 1, LIMITS.promotionUnits);
    return sale !== null && free !== null ? { ...none, promotionSaleCount: sale, promotionFreeCount: free } : null;
  }
  const amount = wholeIn(values.promotionAmount, 0, LIMITS.priceWon);
  return amount !== null ? { ...none, promotionAmount: amount } : null;
}

export type PromotionFormProblem = 'name' | 'company' | 'product' | 'value' | 'dates' | 'order';

/** What keeps the form from being sent (the server still checks overlaps and the list price). */
export function promotionFormProblem(values: PromotionFormValues, { needsCompany = false } = {}): PromotionFormProblem | null {
  if (!values.promotionName.trim()) return 'name';
  if (needsCompany && values.companyIdx === null) return 'company';
  if (values.productIdx === null) return 'product';
  if (!typeFields(values)) return 'value';
  const start = joinDateTime(values.start);
  const end = joinDateTime(values.end);
  if (!start || !end) return 'dates';
  return end > start ? null : 'order';
}

/**
 * The store body: only the chosen type's fields carry values (the others go as null), start and
 * end joined from their parts. `companyIdx` goes only when the caller picks it (internal staff
 * creating); null when the form has a problem.
 */
export function promotionFormToBody(values: PromotionFormValues, promotionIdx: number | null, { sendsCompany = false } = {}): PromotionStoreBody | null {
  const fields = typeFields(values);
  const startDateTime = joinDateTime(values.start);
  const endDateTime = joinDateTime(values.end);
  if (promotionFormProblem(values, { needsCompany: sendsCompany }) || !fields || !startDateTime || !endDateTime || values.productIdx === null) return null;
  return {
    ...(promotionIdx !== null ? { promotionIdx } : {}),
    promotionName: values.promotionName.trim(),
    type: values.type,
    productIdx: values.productIdx,
    ...(sendsCompany && values.companyIdx !== null ? { companyIdx: values.companyIdx } : {}),
    divisionIdx: values.divisionIdx,
    ...fields,
    startDateTime,
    endDateTime,
  };
}
