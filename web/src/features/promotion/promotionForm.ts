// Promotion rules for the screens (pure): the value each type shows (spec §9: RATE a discount
// rate, COUNT sale count plus free count, AMOUNT a price in won), start and end split into date,
// hour and minute (spec §3) and joined back for the wire, and the form ↔ promotion.store body.
import type { Dayjs } from 'dayjs';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import type { Language } from '@contract/messages';
import { backendToday } from '../../core/backendClock';
import type { Promotion, PromotionStoreBody, PromotionType } from './store';
import { formatWon } from '../../ui/format';
import { isWireDate } from '../../ui/listFilters';
import type { Option } from '../../ui/SelectField';
import { paths } from '../../core/paths';

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

/** Typed text as sent: null when empty (the schema then says the type's field is required), else the number typed (NaN when it is not one). */
function typedNumber(value: string): number | null {
  const trimmed = value.replace(/,/g, '').trim();
  return trimmed === '' ? null : /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The type's own fields as typed; the other types' go as null. */
function typeFields(values: PromotionFormValues): Pick<PromotionStoreBody, 'promotionRate' | 'promotionSaleCount' | 'promotionFreeCount' | 'promotionAmount'> {
  const none = { promotionRate: null, promotionSaleCount: null, promotionFreeCount: null, promotionAmount: null };
  if (values.type === 'RATE') return { ...none, promotionRate: typedNumber(values.promotionRate) };
  if (values.type === 'COUNT') return { ...none, promotionSaleCount: typedNumber(values.promotionSaleCount), promotionFreeCount: typedNumber(values.promotionFreeCount) };
  return { ...none, promotionAmount: typedNumber(values.promotionAmount) };
}

/**
 * The store body: only the chosen type's fields carry values (the others go as null), start and
 * end joined from their parts. `companyIdx` goes only when the caller picks it (internal staff
 * creating). The form's check (ui/form) refuses it with the server's schema before it is sent: a
 * missing name, company, product, type value or date, an end before the start.
 */
export function promotionFormToBody(values: PromotionFormValues, promotionIdx: number | null, { sendsCompany = false } = {}): PromotionStoreBody {
  return {
    ...(promotionIdx !== null ? { promotionIdx } : {}),
    promotionName: values.promotionName.trim(),
    type: values.type,
    productIdx: values.productIdx as number,
    ...(sendsCompany ? { companyIdx: values.companyIdx as number } : {}),
    divisionIdx: values.divisionIdx,
    ...typeFields(values),
    startDateTime: joinDateTime(values.start) as string,
    endDateTime: joinDateTime(values.end) as string,
  };
}
