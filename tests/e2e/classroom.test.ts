// The classroom on the training world, in Korean browsers: a trainer still on the published admin
// password is refused with the way to My info; with a password of their own they make a class of
// two, get two sign-in cards that work, and see both trainees on the board. A trainee then does two
// exercises through the console's screens (finds a refunded payment in the payment history and
// answers in My exercises; registers a product on the product master form), sees both ticked
// without a reload, and the trainer's board shows them. The classroom screen and the open drawer
// pass axe.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { message, type CourseFile } from '@contract/index';
import { demoAccount } from '../../sim-server/src/auth/demo-accounts';
import { simMessages } from '../../sim-server/src/i18n';
import { useProduct } from './support/product';
import { apiCall, fillIn, ko, listCallOf, openFromMenu, readMessageDialog, signIn, tableRows, type Answer } from './support/console';
import { expectAccessible } from './support/axe';

const app = useProduct({ preset: 'training', fleet: { autoRun: false } });
const strings = ko.simulator.classroom;
const TRAINER_PASSWORD = 'room-9-trainer';
const course = JSON.parse(readFileSync(new URL('../../fixtures/courses/operator-basics.json', import.meta.url), 'utf8')) as CourseFile;
const titleOf = (id: string): string => course.exercises.find((e) => e.id === id)!.title.ko;
const POLL = { timeout: 30_000 };

/** Each row of the page's table as header → cell text. */
async function rowsByHeader(page: Page): Promise<Record<string, string>[]> {
  const headers = await page.locator('table thead th').allTextContents();
  const rows = await tableRows(page).all();
  return Promise.all(rows.map(async (row) => Object.fromEntries((await row.locator('td').allTextContents()).map((text, i) => [headers[i]?.trim() ?? '', text.trim()]))));
}

/** The trainee's checklist, opened from the header button; `exercise(id)` is one item of it. */
async function openMyExercises(page: Page): Promise<{ drawer: Locator; exercise: (id: string) => Locator }> {
  await page.getByTestId('my-exercises-button').click();
  const drawer = page.getByRole('dialog', { name: ko.myExercises.title });
  await drawer.getByTestId('my-exercises').waitFor();
  return { drawer, exercise: (id) => drawer.getByTestId('my-exercise').filter({ has: page.getByText(titleOf(id), { exact: true }) }) };
}

async function closeMyExercises(page: Page): Promise<void> {
  await page.getByRole('button', { name: ko.myExercises.close }).click();
  await page.getByRole('dialog', { name: ko.myExercises.title }).waitFor({ state: 'detached' });
}

describe('the classroom screen', () => {
  it('makes a class of two once the trainer’s password is their own; a trainee does two exercises through the screens and the board ticks them', { timeout: 300_000 }, async () => {
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
    const saved = await apiCall<Answer<unknown>>(page, '/api/v1/user/store', { userIdx, userName, userType, authType, email, phone, password: TRAINER_PASSWORD, currentPassword: demoAccount('admin').password });
    expect(Number(saved.result)).toBe(0);
    await form.getByRole('button', { name: strings.make }).click();

    const cards = page.getByTestId('sign-in-card');
    await expect.poll(() => cards.count(), { timeout: 120_000 }).toBe(2);
    const texts = await cards.allTextContents();
    texts.forEach((text, i) => {
      expect(text).toContain(`trainee0${i + 1}`);
      expect(text).toContain(app.baseUrl);
    });
    // Served at 127.0.0.1 here: the screen warns that trainees' machines cannot reach that address.
    expect(await page.getByTestId('loopback-warning').textContent()).toContain('HOST=0.0.0.0');
    const board = page.getByTestId('class-board');
    await expect.poll(() => board.locator('tbody tr').count(), { timeout: 30_000 }).toBe(2);
    expect(await board.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['trainee01', 'trainee02']);
    await expectAccessible(page, '/simulator/classroom');

    // A card's user ID and password sign in (a trainee's own browser).
    const password = await cards.first().locator('.sign-in-card-password').textContent();
    const trainee = await app.newPage();
    await signIn(trainee, app.baseUrl, 'trainee01', password ?? '');
    const total = course.exercises.length;
    const button = trainee.getByTestId('my-exercises-button');
    await expect.poll(() => button.textContent(), POLL).toBe(fillIn(ko.myExercises.button, { done: 0, total }));

    // The finding task names a day; the operator looks at the payments of that day and the day
    // before (a refund comes hours after its payment), refunded in full or in part, and reads the
    // approval number of the one whose refund time is on that day.
    let checklist = await openMyExercises(trainee);
    const findTask = (await checklist.exercise('refund-find').getByTestId('exercise-task').textContent()) ?? '';
    const [, y, m, d] = /(\d{4})[-.](\d{2})[-.](\d{2})/.exec(findTask) ?? [];
    expect(y, findTask).toBeTruthy();
    const refundDay = dayjs(`${y}-${m}-${d}`);
    await closeMyExercises(trainee);
    await openFromMenu(trainee, ko.titles.paymentHistory);
    let approveNo = '';
    for (const state of ['REFUNDED', 'PARTIAL_REFUND']) {
      if (approveNo) break;
      const period = `startDate=${refundDay.subtract(1, 'day').format('YYYY-MM-DD')}&endDate=${refundDay.format('YYYY-MM-DD')}`;
      const asked = await listCallOf(trainee, '/payment/list', (body) => body.state === state, () => trainee.goto(`${app.baseUrl}/management/payment/history?${period}&state=${state}`));
      const shown = asked.answer.data.list.length;
      if (shown === 0) continue;
      await expect.poll(async () => (await rowsByHeader(trainee)).filter((row) => row[ko.fields.approveNo] !== undefined).length, POLL).toBe(shown);
      const hit = (await rowsByHeader(trainee)).find((row) => row[ko.fields.refundedAt]?.startsWith(refundDay.format('YYYY.MM.DD')));
      approveNo = hit?.[ko.fields.approveNo] ?? '';
    }
    expect(approveNo, `a payment refunded on ${refundDay.format('YYYY-MM-DD')} in the payment history`).toMatch(/\w/);
    checklist = await openMyExercises(trainee);
    const answerForm = checklist.exercise('refund-find');
    await answerForm.getByLabel(ko.myExercises.answer, { exact: true }).fill(approveNo);
    await answerForm.getByRole('button', { name: ko.myExercises.check, exact: true }).click();
    await expect.poll(() => answerForm.getByTestId('answer-verdict').textContent(), POLL).toBe(ko.myExercises.right);
    expect(await answerForm.getAttribute('data-done')).toBe('true');
    await closeMyExercises(trainee);

    // The do exercise: the product the task names, at its price, on the product master form.
    checklist = await openMyExercises(trainee);
    const productTask = (await checklist.exercise('own-product').getByTestId('exercise-task').textContent()) ?? '';
    // It says what its check looks for, and where it is done.
    expect(await checklist.exercise('own-product').getByTestId('exercise-looks-for').textContent()).toContain(productTask.match(/"[^"]+"/)?.[0] ?? '-');
    expect(await checklist.exercise('own-product').getByTestId('exercise-screen').getAttribute('href')).toBe('/management/product/master');
    const productName = /"([^"]+)"/.exec(productTask)?.[1] ?? '';
    expect(productName, productTask).not.toBe('');
    await closeMyExercises(trainee);
    await openFromMenu(trainee, ko.titles.productMaster);
    await trainee.getByRole('button', { name: ko.actions.newProduct, exact: true }).click();
    await trainee.waitForURL(/\/management\/product\/master\/new$/);
    await trainee.locator('#productName').fill(productName);
    await trainee.locator('#barcode').fill('8800000000015');
    await trainee.locator('#category').fill('도시락');
    await trainee.locator('#manufacturer').fill('교육');
    await trainee.locator('#price').fill('4500');
    await trainee.locator('#cost').fill('3000');
    await trainee.getByRole('button', { name: ko.actions.save, exact: true }).click();
    expect(await readMessageDialog(trainee)).toBe(message('productSaved', 'ko'));

    // Both ticked, without a reload: the header count follows the save, and the drawer shows the two.
    await expect.poll(() => button.textContent(), POLL).toBe(fillIn(ko.myExercises.button, { done: 2, total }));
    checklist = await openMyExercises(trainee);
    expect(await checklist.drawer.getByTestId('my-exercises-progress').textContent()).toBe(fillIn(ko.myExercises.progress, { done: 2, total }));
    const ticked = await checklist.drawer.locator('[data-testid="my-exercise"][data-done="true"] strong').allTextContents();
    expect(ticked.sort()).toEqual([titleOf('refund-find'), titleOf('own-product')].sort());
    await expectAccessible(trainee, 'My exercises drawer', '[role="dialog"]');

    // The trainer's board: trainee01 with the two ✓ under their exercises (each column headed by its
    // number, its title in the tooltip), trainee02 with none.
    const headers = await board.locator('thead th').evaluateAll((cells) => cells.map((th) => th.querySelector('abbr')?.getAttribute('title') ?? th.textContent?.trim() ?? ''));
    const headerOf = (id: string) => fillIn(strings.exerciseNo, { n: course.exercises.findIndex((e) => e.id === id) + 1, title: titleOf(id) });
    const rowOf = (userId: string) => board.locator('tbody tr').filter({ has: page.getByRole('cell', { name: userId, exact: true }) });
    await expect.poll(() => rowOf('trainee01').getByTestId('done-count').textContent(), POLL).toBe(`2/${total}`);
    const tickedColumns = await rowOf('trainee01').locator('td').evaluateAll((cells) => cells.flatMap((cell, i) => (cell.querySelector('.pi-check') ? [i] : [])));
    expect(tickedColumns.map((i) => headers[i]).sort()).toEqual([headerOf('refund-find'), headerOf('own-product')].sort());
    expect(await rowOf('trainee02').getByTestId('done-count').textContent()).toBe(`0/${total}`);
    expect(await rowOf('trainee02').locator('.pi-check').count()).toBe(0);
  });
});
