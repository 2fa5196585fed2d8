// The periods a period picker offers in one click, as wire days (pure). Weeks start on Monday (the
// Korean convention; the calendars start their weeks there too); a period that has begun ends
// today, not in days that have no figures yet. "Today" is the back end's KST day (core/backendClock).
import dayjs from 'dayjs';
import { WIRE_DATE_FORMAT } from '@contract/constants';

export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'last7Days'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface WirePeriod {
  startDate: string;
  endDate: string;
}

/** A preset's first and last day, given today (YYYY-MM-DD). */
export function presetPeriod(preset: PeriodPreset, today: string): WirePeriod {
  const day = dayjs(today);
  // dayjs counts from Sunday (0); Monday is the week's first day here.
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  const [start, end] = {
    today: [day, day],
    yesterday: [day.subtract(1, 'day'), day.subtract(1, 'day')],
    thisWeek: [monday, day],
    lastWeek: [monday.subtract(7, 'day'), monday.subtract(1, 'day')],
    thisMonth: [day.startOf('month'), day],
    last7Days: [day.subtract(6, 'day'), day],
  }[preset];
  return { startDate: start!.format(WIRE_DATE_FORMAT), endDate: end!.format(WIRE_DATE_FORMAT) };
}
