// The money side of a customer's door session: what was taken (never more than the stock), priced
// by the promotion running at the close, the payment (points from the employee's card in POINT
// mode), one SALE transaction per product, and now and then a refund planned for later.
// Payment amount = Σ line amounts; the units of the lines = the stock decrease.
import type { FleetEvent, PaymentEvent, PaymentLineOut } from './events';
import type { TickContext } from './tick';
import type { CustomerMode, CustomerSession, Kiosk, PendingRefund, Provider, WantedItem } from './model';
import { priceLine } from './pricing';
import { recordText } from '../record-text';
import { approvedResultOf } from '../../../contract/index';

const PAYMENT_MODE: Record<CustomerMode, PaymentEvent['paymentMode']> = { APP: 1, CARD: 2, POINT: 99 };
/** A payment's provider code per kiosk provider (approvedResultOf says what approves for each). */
const PAYMENT_PROVIDER: Record<Provider, string> = { TC: 'tc', ZELOTEK: 'zelotek' };

/** The wanted items as far as the shelves still hold them, one line per product mapping, priced at `at`. */
export function pricedLines(k: Kiosk, wanted: readonly WantedItem[], at: number, ctx: TickContext): PaymentLineOut[] {
  const counts = new Map<number, number>();
  for (const want of wanted) {
    const product = k.state.products.get(want.productMappingIdx);
    const already = counts.get(want.productMappingIdx) ?? 0;
    const count = product ? Math.min(want.count, product.stock - already) : 0;
    if (count > 0) counts.set(want.productMappingIdx, already + count);
  }
  return [...counts].map(([productMappingIdx, count]) => {
    const product = k.state.products.get(productMappingIdx)!;
    const terms = ctx.promotionFor(k, product.productIdx, at);
    return { productMappingIdx, productIdx: product.productIdx, productName: product.productName, count, ...priceLine(product.price, count, terms), terms };
  });
}

/** Payment plus, when approved, the SALE transactions and the stock decrease. */
export function settleSale(k: Kiosk, session: CustomerSession, lines: PaymentLineOut[], at: number, ctx: TickContext, out: FleetEvent[]): void {
  const provider = PAYMENT_PROVIDER[k.spec.provider];
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  const payer = session.openType === 'POINT' ? session.employeeUidIdx : null;
  // Points are taken at the close; a card another session emptied meanwhile is declined.
  const pointBalance = !session.declined && payer !== null ? ctx.cards.spend(payer, at, amount, out) : null;
  const approved = !session.declined && (payer === null || pointBalance !== null);
  const refunded = approved && session.refund ? lines[Math.floor(session.refund.pick * lines.length)]! : null;
  const refund: PendingRefund | null = refunded && {
    at: at + session.refund!.delayMs, paymentAt: at, productMappingIdx: refunded.productMappingIdx,
    count: refunded.count, amount: refunded.amount, employeeUidIdx: payer,
  };
  out.push({
    type: 'PAYMENT', at, deviceIdx: k.spec.deviceIdx, sessionId: session.sessionId,
    provider,
    paymentMode: PAYMENT_MODE[session.openType],
    approveResult: approved ? approvedResultOf(provider) : 1 - approvedResultOf(provider),
    approved,
    state: approved ? 'PAID' : 'DECLINED',
    amount,
    approveNo: approved ? session.approveNo : null,
    productList: lines,
    employeeUidIdx: payer,
    pointBalance,
    refund: refund && { at: refund.at, productMappingIdx: refund.productMappingIdx },
  });
  if (!approved) return; // the unlock is reversed: nothing leaves the shelves
  if (refund) k.state.refunds.push(refund);
  for (const line of lines) {
    const product = k.state.products.get(line.productMappingIdx)!;
    product.stock -= line.count;
    out.push({
      type: 'STOCK_TRANSACTION', at, deviceIdx: k.spec.deviceIdx, sessionId: session.sessionId,
      productMappingIdx: product.productMappingIdx, productIdx: product.productIdx, transactionCode: 'SALE',
      count: -line.count, stockAfter: product.stock, memo: recordText('saleSession', { session: session.sessionId }),
    });
  }
}

/** Refunds due by `t1`, oldest first: the units back on the shelf, the money (or points) back. */
export function settleRefunds(k: Kiosk, t1: number, ctx: TickContext, out: FleetEvent[]): void {
  const due = k.state.refunds.filter((r) => r.at <= t1).sort((a, b) => a.at - b.at);
  if (due.length === 0) return;
  k.state.refunds = k.state.refunds.filter((r) => r.at > t1);
  for (const r of due) {
    const product = k.state.products.get(r.productMappingIdx);
    if (product) product.stock += r.count;
    out.push({
      type: 'REFUND', at: r.at, deviceIdx: k.spec.deviceIdx, paymentAt: r.paymentAt, productMappingIdx: r.productMappingIdx,
      count: r.count, amount: r.amount, stockAfter: product ? product.stock : null, employeeUidIdx: r.employeeUidIdx,
      pointBalance: r.employeeUidIdx === null ? null : ctx.cards.credit(r.employeeUidIdx, r.at, r.amount, out),
    });
  }
}
