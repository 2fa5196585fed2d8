// The money side of a customer's door session: what was taken (never more than the stock), the
// payment, and one SALE transaction per product. Payment amount = Σ SALE lines = stock decrease.
import type { FleetEvent, PaymentEvent, PaymentLineOut } from './events';
import type { CustomerMode, CustomerSession, Kiosk, Provider } from './model';

const PAYMENT_MODE: Record<CustomerMode, PaymentEvent['paymentMode']> = { APP: 1, CARD: 2, POINT: 99 };
/** 'tc' approves with 1, other providers with 0 (spec §9); the failure codes are ours. */
const PAYMENT_PROVIDER: Record<Provider, { code: string; approved: number; declined: number }> = {
  TC: { code: 'tc', approved: 1, declined: 0 },
  ZELOTEK: { code: 'zelotek', approved: 0, declined: 1 },
};

/** The wanted items as far as the shelves still hold them, one line per product mapping. */
export function takenLines(k: Kiosk, session: CustomerSession): PaymentLineOut[] {
  const lines: PaymentLineOut[] = [];
  for (const want of session.wanted) {
    const product = k.state.products.get(want.productMappingIdx);
    const already = lines.find((l) => l.productMappingIdx === want.productMappingIdx);
    const count = product ? Math.min(want.count, product.stock - (already?.count ?? 0)) : 0;
    if (!product || count <= 0) continue;
    if (already) already.count += count;
    else {
      lines.push({
        productMappingIdx: product.productMappingIdx, productIdx: product.productIdx, productName: product.productName,
        count, price: product.price, promotionType: null,
      });
    }
  }
  return lines;
}

/** Payment plus, when approved, the SALE transactions and the stock decrease. */
export function settleSale(k: Kiosk, session: CustomerSession, lines: PaymentLineOut[], at: number, out: FleetEvent[]): void {
  const provider = PAYMENT_PROVIDER[k.spec.provider];
  const approved = !session.declined;
  out.push({
    type: 'PAYMENT', at, deviceIdx: k.spec.deviceIdx, sessionId: session.sessionId,
    provider: provider.code,
    paymentMode: PAYMENT_MODE[session.openType],
    approveResult: approved ? provider.approved : provider.declined,
    approved,
    state: approved ? 'PAID' : 'DECLINED',
    amount: lines.reduce((sum, l) => sum + l.price * l.count, 0),
    approveNo: approved ? session.approveNo : null,
    productList: lines,
    employeeUidIdx: session.openType === 'POINT' ? session.employeeUidIdx : null,
  });
  if (!approved) return; // the unlock is reversed: nothing leaves the shelves
  for (const line of lines) {
    const product = k.state.products.get(line.productMappingIdx)!;
    product.stock -= line.count;
    out.push({
      type: 'STOCK_TRANSACTION', at, deviceIdx: k.spec.deviceIdx, sessionId: session.sessionId,
      productMappingIdx: product.productMappingIdx, productIdx: product.productIdx, transactionCode: 'SALE',
      count: -line.count, stockAfter: product.stock, memo: `sale ${session.sessionId}`,
    });
  }
}
