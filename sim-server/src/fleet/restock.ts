// A staff visit: the replenishment rule (expired units out, fresh stock in up to each product's par
// level, or as told) and jams cleared while the cabinet is open anyway.
import type { FleetEvent, StockTransactionEvent } from './events';
import { FAULTS } from './faults';
import { resolveFault } from './fault-ops';
import { kstDate } from './kst';
import { restockPlan } from './replenishment';
import type { Kiosk, StaffSession } from './model';
import { recordText } from '../record-text';

export function settleRestock(k: Kiosk, session: StaffSession, at: number, out: FleetEvent[]): void {
  const today = kstDate(at);
  const told = session.items && new Map(session.items.map((i) => [i.productMappingIdx, i.count]));
  for (const product of k.state.products.values()) {
    const tx = (transactionCode: 'ADD' | 'DISCARD', count: number, memo: string, expiredDate?: string) => {
      product.stock += count;
      const event: StockTransactionEvent = {
        type: 'STOCK_TRANSACTION', at, deviceIdx: k.spec.deviceIdx, sessionId: session.sessionId,
        productMappingIdx: product.productMappingIdx, productIdx: product.productIdx, transactionCode,
        count, stockAfter: product.stock, memo,
      };
      if (expiredDate !== undefined) event.expiredDate = expiredDate;
      const source = k.spec.restock?.sourceDivisionIdx;
      if (transactionCode === 'ADD' && source != null) event.sourceDivisionIdx = source;
      out.push(event);
    };
    const step = restockPlan(product, today, told ? (told.get(product.productMappingIdx) ?? 0) : undefined);
    if (step.discard > 0) tx('DISCARD', -step.discard, recordText('expired', { date: product.expiredDate! }));
    if (step.add > 0) {
      const changed = step.expiredDate !== product.expiredDate && step.expiredDate !== null ? step.expiredDate : undefined;
      product.expiredDate = step.expiredDate;
      tx('ADD', step.add, recordText('restockSession', { session: session.sessionId }), changed);
    }
  }
  for (const fault of k.state.faults.filter((f) => FAULTS[f.code].fixedByStaff)) resolveFault(k, fault, at, 'auto', out);
}
