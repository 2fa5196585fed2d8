// A door session as an operator follows it: the door-open list's row opens the session's detail
// with the products taken and a link to its payment; the payment's detail links back to the session.
// The demo world's sessions, the fleet standing still.
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/product';
import { apiCall, ko, signIn } from './support/console';
import { expectAccessible } from './support/axe';

const app = useProduct({ fleet: { autoRun: false } });

interface Session { doorOpenIdx: number; deviceIdx: number; openAt: string; closeAt: string; paymentIdx: number | null }
interface Payment { paymentIdx: number; state: string; approveAt: string; productList: { productName: string; count: number }[] }
type List<T> = { result: number; data: { list: T[] } };

describe('door sessions and their payments', () => {
  it('leads from a session to the products taken and its payment, and from the payment back to the session', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    const sessions = (await apiCall<List<Session>>(page, '/api/v1/device/open-door/list', { openType: 'CARD', size: 20 })).data.list;
    let session: Session | undefined;
    let payment: Payment | undefined;
    for (const s of sessions.filter((x) => x.paymentIdx !== null)) {
      const day = s.closeAt.slice(0, 10);
      const paid = (await apiCall<List<Payment>>(page, '/api/v1/payment/list', { deviceIdx: s.deviceIdx, startDate: day, endDate: day })).data.list.find((p) => p.paymentIdx === s.paymentIdx);
      if (paid?.state === 'PAID') [session, payment] = [s, paid];
      if (session) break;
    }
    expect(session, 'a paid card session among the newest').toBeDefined();

    await page.goto(`${app.baseUrl}/management/doorOpen?openType=CARD`);
    await page.getByRole('cell', { name: `#${session!.paymentIdx}`, exact: true }).click();
    await page.waitForURL(`**/management/doorOpen/${session!.deviceIdx}?session=${session!.doorOpenIdx}&day=${session!.openAt.slice(0, 10)}`);
    const detail = page.getByTestId('door-session-dialog');
    await detail.getByLabel(ko.doorSession.taken, { exact: true }).first().waitFor();
    for (const line of payment!.productList) await detail.getByRole('cell', { name: line.productName, exact: true }).first().waitFor();
    await detail.getByTestId('door-session-payment-summary').waitFor();
    await expectAccessible(page, 'door session detail', '[data-testid="door-session-dialog"]');

    await detail.getByTestId('door-session-payment').click();
    await page.waitForURL(`**/management/payment/history/${session!.deviceIdx}?**payment=${session!.paymentIdx}`);
    const paymentDialog = page.getByTestId('payment-lines-dialog');
    for (const line of payment!.productList) await paymentDialog.getByRole('cell', { name: line.productName, exact: true }).first().waitFor();
    const back = paymentDialog.getByTestId('payment-door-session').getByRole('link');
    await expect.poll(() => back.getAttribute('href')).toBe(`/management/doorOpen/${session!.deviceIdx}?session=${session!.doorOpenIdx}&day=${session!.openAt.slice(0, 10)}`);
    await expectAccessible(page, 'payment detail', '[data-testid="payment-lines-dialog"]');
    await back.click();
    await page.getByTestId('door-session-dialog').getByTestId('door-session-payment').waitFor();
  });
});
