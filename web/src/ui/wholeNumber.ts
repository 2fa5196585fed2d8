// A field that takes a whole number within the catalog's bounds (LIMITS, from @contract/constants):
// the browser offers a number keypad and marks a value past the bounds before anything is sent; the
// server checks the same bounds again and names the field.
import { LIMITS } from '@contract/constants';

export function wholeNumber(min: number, max: number) {
  return { type: 'number', min, max, step: 1, inputMode: 'numeric' } as const;
}

/** The bounds of the figures the console's forms take, each defined once in the catalog. */
export const FIELD_BOUNDS = {
  price: wholeNumber(0, LIMITS.priceWon),
  cost: wholeNumber(0, LIMITS.priceWon),
  stock: wholeNumber(0, LIMITS.stockUnits),
  units: wholeNumber(1, LIMITS.stockUnits),
  shelfLifeDays: wholeNumber(1, LIMITS.shelfLifeDays),
  promotionRate: wholeNumber(LIMITS.promotionRateMin, LIMITS.promotionRateMax),
  promotionUnits: wholeNumber(1, LIMITS.promotionUnits),
  trayNo: wholeNumber(1, LIMITS.traysPerDevice),
  maxCapacity: wholeNumber(1, LIMITS.trayCapacity),
} as const;
