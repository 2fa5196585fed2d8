// What a kiosk's tick reads of the fleet around it: kiosk.ts runs the tick, door.ts and sale.ts
// take their part of it.
import type { CardBook } from './cards';
import type { FleetOptions, Kiosk } from './model';
import type { PromotionSpec } from './pricing';

export interface TickContext {
  opts: FleetOptions;
  /** Customer traffic weight at a kiosk at a moment: the daily profile, changed by scenarios such as a lunch rush. */
  trafficAt(at: number, k: Kiosk): number;
  /** Employee cards and their points, fleet-wide. */
  cards: CardBook;
  /** The promotion running for a product in this kiosk at a moment, if any. */
  promotionFor(k: Kiosk, productIdx: number, at: number): PromotionSpec | null;
}
