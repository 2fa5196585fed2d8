// The display report's advice (pure): for each placement on a device's trays, the units it sold in
// the period (its own tray's, not its product's over the device) and what to do with the tray — keep
// a best seller, consider replacing a slow mover with a product of the tray's temperature class that
// sells well on the company's other devices but is missing here.
import type { DisplaySlot, ProductRank } from '../store';

export type Advice = 'top' | 'slow' | 'keep';

export interface DisplayPlanRow extends DisplaySlot {
  advice: Advice;
  /** For a slow mover: the best seller elsewhere suggested for its tray. */
  replaceWith: ProductRank | null;
}

/** Products that sell elsewhere but are not on this device's trays, best first. */
export function missingBestSellers(candidates: readonly ProductRank[], displayed: readonly Pick<DisplaySlot, 'productIdx'>[]): ProductRank[] {
  const here = new Set(displayed.map((row) => row.productIdx));
  return candidates.filter((row) => !here.has(row.productIdx));
}

/** A tray's temperature class: chilled when it keeps a set temperature, else ambient. */
export const trayClass = (slot: Pick<DisplaySlot, 'setTemperature'>): ProductRank['temperatureClass'] => (slot.setTemperature === null ? 'AMBIENT' : 'CHILLED');

/** A slow mover sold less than this share of the average units of the placements on display. */
export const SLOW_SHARE = 0.5;

/**
 * Against the average units of the placements on display: a placement of one of the device's best
 * sellers (`top`) that sold at least the average is kept as a best seller; one of the `slowCount`
 * slowest that sold less than SLOW_SHARE of the average is a slow mover. The slowest slow mover gets
 * the first missing best seller of its tray's temperature class, the next the next one not yet
 * given, and so on: a chilled product is never suggested for an ambient tray, nor the other way.
 */
export function planDisplay(input: {
  displayed: readonly DisplaySlot[];
  top: readonly ProductRank[];
  slowCount: number;
  missing: readonly ProductRank[];
}): DisplayPlanRow[] {
  const { displayed } = input;
  const average = displayed.length ? displayed.reduce((sum, row) => sum + row.count, 0) / displayed.length : 0;
  const best = new Set(input.top.map((row) => row.productIdx));
  const isTop = (row: DisplaySlot) => best.has(row.productIdx) && row.count >= average;
  const slowest = [...displayed]
    .sort((a, b) => a.count - b.count || a.amount - b.amount || a.trayNo - b.trayNo || a.productMappingIdx - b.productMappingIdx)
    .slice(0, input.slowCount)
    .filter((row) => !isTop(row) && row.count < average * SLOW_SHARE);
  const given = new Set<number>();
  const suggestion = new Map<number, ProductRank | null>();
  for (const row of slowest) {
    const pick = input.missing.find((c) => !given.has(c.productIdx) && c.temperatureClass === trayClass(row)) ?? null;
    if (pick) given.add(pick.productIdx);
    suggestion.set(row.productMappingIdx, pick);
  }
  return displayed.map((row) => {
    const advice: Advice = isTop(row) ? 'top' : suggestion.has(row.productMappingIdx) ? 'slow' : 'keep';
    return { ...row, advice, replaceWith: advice === 'slow' ? (suggestion.get(row.productMappingIdx) ?? null) : null };
  });
}
