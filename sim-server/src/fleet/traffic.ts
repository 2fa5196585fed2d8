// How busy a kiosk is by the KST clock: near zero at night, a lunch peak (11:30–13:30), an evening
// peak (17:30–20:00), flatter and a little quieter at weekends. Everything that decides when
// customers come uses this one profile, so sales statistics have a believable shape.
import { kstMinuteOfDay, kstWeekday } from './kst';

type Curve = readonly (readonly [hour: number, weight: number])[];

const WEEKDAY: Curve = [
  [0, 0.35], [1, 0.08], [2, 0.03], [5, 0.03], [6, 0.15], [7, 0.6], [8.5, 0.9], [10, 0.6], [11, 0.9],
  [11.5, 2.2], [12.25, 3.0], [13, 2.4], [13.5, 1.0], [15, 0.7], [16.5, 0.8], [17.5, 1.6], [18.5, 2.2],
  [20, 1.2], [21, 0.8], [22.5, 0.5], [24, 0.35],
];
const WEEKEND: Curve = [
  [0, 0.45], [1, 0.12], [2, 0.04], [6, 0.04], [8, 0.35], [10, 0.9], [12, 1.5], [14, 1.3], [17, 1.2],
  [19, 1.3], [21, 0.9], [23, 0.6], [24, 0.45],
];
/** Weekend days see this share of a weekday's customers (office and campus sites). */
const WEEKEND_VOLUME = 0.8;

function at(curve: Curve, hour: number): number {
  for (let i = 1; i < curve.length; i++) {
    const [h1, w1] = curve[i]!;
    if (hour <= h1) {
      const [h0, w0] = curve[i - 1]!;
      return w0 + ((w1 - w0) * (hour - h0)) / (h1 - h0);
    }
  }
  return curve[curve.length - 1]![1];
}

/** Mean of a piecewise-linear curve over 24 h (trapezoids are exact here). */
function mean(curve: Curve): number {
  let area = 0;
  for (let i = 1; i < curve.length; i++) area += ((curve[i]![0] - curve[i - 1]![0]) * (curve[i]![1] + curve[i - 1]![1])) / 2;
  return area / 24;
}

const WEEKDAY_SCALE = 1 / mean(WEEKDAY);
const WEEKEND_SCALE = WEEKEND_VOLUME / mean(WEEKEND);

export function isWeekend(ms: number): boolean {
  const day = kstWeekday(ms);
  return day === 0 || day === 6;
}

/** Relative customer traffic at a moment; averages 1 over a weekday and 0.8 over a weekend day. */
export function trafficWeight(ms: number): number {
  const hour = kstMinuteOfDay(ms) / 60;
  return isWeekend(ms) ? at(WEEKEND, hour) * WEEKEND_SCALE : at(WEEKDAY, hour) * WEEKDAY_SCALE;
}

/** The weekday lunch peak's weight, the level a lunch rush brings any hour up to. */
export const LUNCH_PEAK_WEIGHT = trafficWeight(Date.parse('2026-11-18T12:15:00+09:00'));
