// A staff visit: expired units out (DISCARD), fresh stock in (ADD) up to each product's par level
// or as told, and jams cleared while the cabinet is open anyway.
import type { FleetEvent, StockTransactionEvent } from './events';
import { FAULTS } from './faults';
import { resolveFault } from './fault-ops';
import { addDays, kstDate } from './kst';
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
      out.push(event);
    };
    if (product.stock > 0 && product.expiredDate !== null && product.expiredDate < today) {
      tx('DISCARD', -product.stock, recordText('expired', { date: product.expiredDate }));
    }
    const add = told ? (told.get(product.productMappingIdx) ?? 0) : Math.max(0, product.parLevel - product.stock);
    if (add > 0) {
      // One expiry date per mapping: a fresh batch only sets it when the shelf was empty.
      const fresh = product.stock === 0 ? addDays(today, product.shelfLifeDays) : undefined;
      if (fresh !== undefined) product.expiredDate = fresh;
      tx('ADD', add, recordText('restockSession', { session: session.sessionId }), fresh);
    }
  }
  for (const fault of k.state.faults.filter((f) => FAULTS[f.code].fixedByStaff)) resolveFault(k, fault, at, 'auto', out);
}
