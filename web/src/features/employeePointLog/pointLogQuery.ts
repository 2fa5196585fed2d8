// The point log's filters (pure): reason codes, and the list body with the employee filter as a
// card's key.
import type { PointLogQuery } from './store';

export const POINT_REASONS = ['RESET', 'PURCHASE', 'REFUND', 'MANUAL'] as const;
export const POINT_LOG_FILTERS = { employeeUidIdx: 'text', reason: POINT_REASONS, startDate: 'date', endDate: 'date', keyword: 'text' } as const;

/** The list call's body: the employee filter goes as a card's key (anything else is left out). */
export function pointLogBody(query: Omit<PointLogQuery, 'employeeUidIdx'> & { employeeUidIdx?: string }): PointLogQuery {
  const { employeeUidIdx, ...rest } = query;
  const idx = Number(employeeUidIdx);
  return { ...rest, ...(Number.isSafeInteger(idx) && idx > 0 ? { employeeUidIdx: idx } : {}) };
}
