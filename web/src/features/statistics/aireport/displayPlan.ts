// The display report's advice (pure): for each product on a device's trays, its units sold in the
// period and what to do with its tray — keep a best seller, consider replacing a slow mover with a
// product that sells well on the company's other devices but is missing here.
import type { DisplayedProduct, ProductRank } from '../store';

export type Advice = 'top' | 'slow' | 'keep';

export interface DisplayPlanRow extends DisplayedProduct {
  /** Units sold and amount in the period; null when the reports do not name the product. */
  count: number | null;
  amount: number | null;
  advice: Advice;
  /** For a slow mover: the best seller elsewhere suggested for its tray. */
  replaceWith: ProductRank | null;
}

/** Products that sell elsewhere but are not on this device's trays, best first. */
export function missingBestSellers(candidates: readonly ProductRank[], displayed: readonly DisplayedProduct[]): ProductRank[] {
  const here = new Set(displayed.map((row) => row.productIdx));
  return candidates.filter((row) => !here.has(row.productIdx));
}

/** A slow mover sold less than this share of the average units of the products on display. */
export const SLOW_SHARE = 0.5;

/**
 * `onDisplay` ranks every product on the device's trays, fewest sold first (the worst-sellers
 * report asked for all of them); `top` is the device's best sellers. Against the average units of
 * the products on display: a best seller that sold at least the average is kept as a best seller;
 * one of the `slowCount` slowest that sold less than SLOW_SHARE of the average is a slow mover, and
 * the slowest of them gets the first missing best seller, the next the second, and so on.
 */
export function planDisplay(input: {
  displayed: readonly DisplayedProduct[];
  onDisplay: readonly ProductRank[];
  top: readonly ProductRank[];
  slowCount: number;
  missing: readonly ProductRank[];
}): DisplayPlanRow[] {
  const sales = new Map<number, ProductRank>();
  for (const row of [...input.onDisplay, ...input.top]) if (!sales.has(row.productIdx)) sales.set(row.productIdx, row);
  const average = input.onDisplay.length ? input.onDisplay.reduce((sum, row) => sum + row.count, 0) / input.onDisplay.length : 0;
  const top = new Set(input.top.filter((row) => row.count >= average).map((row) => row.productIdx));
  const slowOrder = input.onDisplay
    .slice(0, input.slowCount)
    .filter((row) => !top.has(row.productIdx) && row.count < average * SLOW_SHARE)
    .map((row) => row.productIdx);
  const suggestion = new Map(slowOrder.map((productIdx, index) => [productIdx, input.missing[index] ?? null]));
  return input.displayed.map((row) => {
    const sold = sales.get(row.productIdx);
    const advice: Advice = top.has(row.productIdx) ? 'top' : suggestion.has(row.productIdx) ? 'slow' : 'keep';
    return {
      ...row,
      count: sold?.count ?? null,
      amount: sold?.amount ?? null,
      advice,
      replaceWith: advice === 'slow' ? (suggestion.get(row.productIdx) ?? null) : null,
    };
  });
}
