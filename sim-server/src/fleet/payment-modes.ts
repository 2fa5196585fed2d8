// How a customer chooses to pay, shared by the seeded history and the fleet: only among the modes
// the kiosk's provider takes (payModesOf, spec §9), by fixed weights, and far more often by points
// while an employee card of the division opens the kiosk (its time slots), so cards are used about
// once a working day and their balances move between resets.
import { payModesOf, type PayMode } from '../../../contract/index';

/** POINT only while a card of the division opens the kiosk: then about one customer in three is an employee. */
const WEIGHTS: Record<PayMode, number> = { APP: 50, CARD: 40, POINT: 50 };

export interface ModeContext {
  /** An employee card of the division opens the kiosk now. */
  cardHours: boolean;
  /** The card reader is broken: nobody pays by credit card. */
  cardReaderDown: boolean;
}

/** The modes a customer may choose here and their weights (the list is empty when none can pay). */
export function modeWeights(provider: string, { cardHours, cardReaderDown }: ModeContext): { value: PayMode; weight: number }[] {
  return payModesOf(provider)
    .filter((mode) => !(mode === 'CARD' && cardReaderDown) && !(mode === 'POINT' && !cardHours))
    .map((mode) => ({ value: mode, weight: WEIGHTS[mode] }));
}
