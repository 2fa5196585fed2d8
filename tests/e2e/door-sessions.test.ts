// A door session as an operator follows it: the door-open list's row opens the session's detail
// with the products taken and a link to its payment; the payment's detail links back to the session,
// and Back returns. A payment looked up from a receipt: its approval number (leading zero and all)
// or its payment number in the search box finds it, and the row's address can be shared.
// The demo world's sessions, the fleet standing still.
import { describe, expect, it } from 'vitest';
import { paymentOutcome, paymentOutcomeLabels } from '@contract/labels';
import { useProduct } from './support/product';
import { apiCall, ko, listCallOf, signIn, tableRows } from './support/console';
import { expectAccessible } from './support/axe';

const app = useProduct({ fleet: { autoRun: false } });

interface Session { doorOpenIdx: number; deviceIdx: number; openAt: string; closeAt: string; paymentIdx: number | null }
interface Payment { paymentIdx: number; deviceIdx: number; provider: string; approveResult: number; state: string; approveNo: string | null; approveAt: string; productList: { productName: string; count: number }[] }
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
    // And Back, as the browser goes: the payment again, then the session it was reached from.
    await page.goBack();
    await page.waitForURL(`**/management/payment/history/${session!.deviceIdx}?**payment=${session!.paymentIdx}`);
    await page.getByTestId('payment-lines-dialog').getByTestId('payment-door-session').getByRole('link').waitFor();
    await page.goBack();
    await page.waitForURL(`**/management/doorOpen/${session!.deviceIdx}?session=${session!.doorOpenIdx}**`);
    await page.getByTestId('door-session-dialog').getByTestId('door-session-payment').waitFor();
  });

  it('finds a payment from its receipt: the approval number with its leading zero, or the payment number, in the search box', async () => {
    const page = await app.newPage();
    await signIn(page, app.baseUrl, 'admin', 'admin1234');
    // A recent payment whose approval number starts with 0 (as Excel would lose it).
    const recent = (await apiCall<List<Payment>>(page, '/api/v1/payment/list', { size: 500 })).data.list;
    const receipt = recent.find((p) => p.approveNo?.startsWith('0'));
    expect(receipt, 'a recent payment with an approval number starting with 0').toBeDefined();
    const day = receipt!.approveAt.slice(0, 10);

    await page.goto(`${app.baseUrl}/management/payment/history?startDate=${day}&endDate=${day}`);
    const box = page.getByRole('textbox', { name: ko.fields.keyword });
    expect(await box.getAttribute('placeholder')).toBe(ko.payment.searchHint);
    await tableRows(page).first().waitFor();
    for (const keyword of [receipt!.approveNo!, String(receipt!.paymentIdx)]) {
      await box.fill(keyword);
      const searched = await listCallOf(page, '/payment/list', (body) => body.keyword === keyword, () => box.press('Enter'));
      expect(searched.answer.data.list.map((p) => p.paymentIdx)).toContain(receipt!.paymentIdx);
      await tableRows(page).filter({ hasText: receipt!.approveNo! }).first().waitFor();
    }

    // Its row opens it under its own address, saying its result in the list's words.
    const row = tableRows(page).filter({ hasText: receipt!.approveNo! }).first();
    const label = paymentOutcomeLabels[paymentOutcome(receipt!)!].ko;
    expect(await row.textContent()).toContain(label);
    await row.getByRole('cell', { name: receipt!.approveNo!, exact: true }).click();
    await page.waitForURL(`**/management/payment/history?**payment=${receipt!.paymentIdx}**`);
    const dialog = page.getByTestId('payment-lines-dialog');
    expect(await dialog.getByTestId('payment-result').textContent()).toContain(label);
    // The address shared: another tab opens the same payment.
    const shared = await app.newPage();
    await shared.goto(app.baseUrl);
    await shared.evaluate((session) => sessionStorage.setItem('kiosk-console.session', session), (await page.evaluate(() => sessionStorage.getItem('kiosk-console.session')))!);
    await shared.goto(page.url());
    await shared.getByTestId('payment-lines-dialog').getByTestId('payment-result').waitFor();
    expect(await shared.getByTestId('payment-lines-dialog').textContent()).toContain(String(receipt!.paymentIdx));
  });
});
