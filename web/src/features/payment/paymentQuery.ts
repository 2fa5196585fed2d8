// The payment list's query (pure): filters from the URL, the period (the last 7 days unless one is
// picked; today is the back end's, core/backendClock), and the page and sort the server answers
// (payments are paged and sorted server-side).
import type { Dayjs } from 'dayjs';
import { WIRE_DATE_FORMAT } from '@contract/constants';
import { PAYMENT_STATES } from '@contract/entities';
import { backendToday } from '../../core/backendClock';
import type { PaymentListQuery, PaymentSortField } from './store';
import type { SortState } from '../../ui/DataList';
import { sortRequest } from '../../ui/useServerList';
import type { OrgSelection } from '../../ui/orgSelection';
import { paths } from '../../core/paths';
import { paymentModeLabels } from '@contract/labels';

export const PAYMENT_PATH = paths.paymentHistory();
export const paymentDevicePath = (deviceIdx: number) => paths.paymentDevice(deviceIdx);

/** The modes of provider 'tc' (spec §9): 1 app, 2 credit card, 99 points. */
export const PAYMENT_MODES = ['1', '2', '99'] as const;
/** The mode labels (spec §9) keyed as the filter's codes. */
export const PAYMENT_MODE_LABELS = { '1': paymentModeLabels[1], '2': paymentModeLabels[2], '99': paymentModeLabels[99] } as const;
export const PAYMENT_FILTERS = { keyword: 'text', state: PAYMENT_STATES, paymentMode: PAYMENT_MODES, startDate: 'date', endDate: 'date' } as const;
/** Columns the server sorts by (payment.list sortField). */
export const SORT_FIELDS: readonly PaymentSortField[] = ['approveAt', 'amount', 'deviceName'];
export const DEFAULT_DAYS = 7;

export interface PaymentFilters {
  keyword?: string;
  state?: (typeof PAYMENT_STATES)[number];
  paymentMode?: (typeof PAYMENT_MODES)[number];
  startDate?: string;
  endDate?: string;
}

/** The period asked for: the one picked, else the last DEFAULT_DAYS days up to today (the back end's KST day). */
export function paymentPeriod(filters: Pick<PaymentFilters, 'startDate' | 'endDate'>, today: Dayjs = backendToday()): { startDate: string; endDate: string } {
  if (filters.startDate && filters.endDate) return { startDate: filters.startDate, endDate: filters.endDate };
  return { startDate: today.subtract(DEFAULT_DAYS - 1, 'day').format(WIRE_DATE_FORMAT), endDate: today.format(WIRE_DATE_FORMAT) };
}

/** Sort the server can do, else none (the list's own order: newest first). */
export function serverSort(sort: SortState | null): Pick<PaymentListQuery, 'sortField' | 'sortOrder'> {
  return sortRequest(sort, SORT_FIELDS);
}

/** The filters of the list call (without sort, page and size). */
export function paymentFilterBody(filters: PaymentFilters, org: OrgSelection, today: Dayjs = backendToday()): PaymentListQuery & { startDate: string; endDate: string } {
  return {
    ...org,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.paymentMode ? { paymentMode: Number(filters.paymentMode) } : {}),
    ...paymentPeriod(filters, today),
  };
}
