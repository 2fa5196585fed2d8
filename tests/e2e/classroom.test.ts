// The trainer's classroom screen on the training world, in a Korean browser: a trainer still on the
// published admin password is refused with the way to My info; with a password of their own they
// make a class of two, get two sign-in cards that work, and see both trainees on the board. The
// screen passes axe with the cards and the board up.
import { describe, expect, it } from 'vitest';
import { demoAccount } from '../../sim-server/src/world/demo-accounts';
import { simMessages } from '../../sim-server/src/i18n';
import { useProduct } from './support/product';
import { apiCall, ko, signIn, type Answer } from './support/console';
import { expectAccessible } from './support/axe';

const app = useProduct({ preset: 'training', fleet: { autoRun: false } });
const strings = ko.simulator.classroom;
const TRAINER_PASSWORD = 'room-9-trainer';

describe('the classroom screen', () => {
  it('makes a class of two once the trainer’s password is their own: two working sign-in cards, two trainees on the board', { timeout: 300_000 }, async () => {
    const page = await app.newPage();
    const admin = demoAccount('admin');
    await signIn(page, app.baseUrl, admin.userId, admin.password);
    await page.goto(`${app.baseUrl}/simulator`);
    await page.getByTestId('classroom-link').getByRole('link', { name: strings.open }).click();
    await page.getByRole('heading', { level: 1, name: ko.titles.classroom, exact: true }).waitFor();

    const form = page.getByTestId('make-class');
    const trainees = form.getByLabel(strings.trainees.replace('{{max}}', '50'));
    await trainees.fill('2');
    await form.getByRole('button', { name: strings.make }).click();
    const refusal = page.getByTestId('make-class-refusal');
    await expect.poll(() => refusal.textContent(), { timeout: 30_000 }).toContain(simMessages.changePasswordFirst.ko);
    expect(await refusal.getByRole('link', { name: strings.openMyInfo }).getAttribute('href')).toBe('/mypage/my-info');

    // The trainer changes the password (as on My info), then makes the class on the screen.
    const mine = await apiCall<Answer<{ userIdx: number; userName: string; userType: string; authType: string; email: string; phone: string }>>(page, '/api/v1/user/info', {});
    const { userIdx, userName, userType, authType, email, phone } = mine.data;
    const saved = await apiCall<Answer<unknown>>(page, '/api/v1/user/store', { userIdx, userName, userType, authType, email, phone, password: TRAINER_PASSWORD });
    expect(Number(saved.result)).toBe(0);
    await form.getByRole('button', { name: strings.make }).click();

    const cards = page.getByTestId('sign-in-card');
    await expect.poll(() => cards.count(), { timeout: 120_000 }).toBe(2);
    const texts = await cards.allTextContents();
    texts.forEach((text, i) => {
      expect(text).toContain(`trainee0${i + 1}`);
      expect(text).toContain(app.baseUrl);
    });
    const board = page.getByTestId('class-board');
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 30_000 }).toBe(2);
    expect(await board.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['trainee01', 'trainee02']);
    await expectAccessible(page, '/simulator/classroom');

    // A card's user ID and password sign in (a trainee's own browser).
    const password = await cards.first().locator('.sign-in-card-password').textContent();
    const trainee = await app.newPage();
    await signIn(trainee, app.baseUrl, 'trainee01', password ?? '');
  });
});
