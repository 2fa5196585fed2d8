// Making a class (contract/sim-classroom.ts) on the training world: trainee accounts, each the
// PARTNER of a sandbox copied from the template company, whose books hold as the template's; the
// class lock on published passwords; the end of the class.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, RUNTIME_CONFIG_PATH } from '../../contract/index';
import { SANDBOX_TABLES } from '../../sim-server/src/classroom/sandbox';
import { cardViolations, paymentViolations } from './commerce-support';
import { PICTURES } from './stock-support';
import { OWNED, TRAINER_PASSWORD, makeClass, ownedCounts, simClient, stockViolations, trainer } from './classroom-support';
import { api, client, column, loginWith, makeSim, value } from './support';

const TIMEOUT = 180_000;
const TEMPLATE = 1;
const NO_VIOLATIONS = (found: Record<string, unknown[]>) => Object.fromEntries(Object.keys(found).map((k) => [k, []]));

async function revenue(sim: ReturnType<typeof makeSim>, token: string) {
  const res = await client(sim, token).post('/statistics/revenue-report/list', { page: 1, size: 100 });
  expect(Number(res.body.result)).toBe(0);
  return res.body.data;
}

describe('a class of trainees on the training world', () => {
  it('gives each trainee a sign-in card for the PARTNER of a sandbox holding what the template holds, with its books in order', async () => {
    const sim = makeSim({ preset: 'training' });
    const partnerToken = await loginWith(sim, 'partner', 'partner1234');
    const templateRevenue = await revenue(sim, partnerToken);
    // An own product with an uploaded picture: each copy serves its own, under a key of its own.
    const pictured = value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx = ?', TEMPLATE);
    const upload = await client(sim, partnerToken).upload('/product/fileUpload', { productIdx: String(pictured), kind: 'IMAGE' }, [{ name: 'p.png', data: PICTURES.png, type: 'image/png' }]);
    expect(upload.body.result).toBe(0);
    const templatePicture = value<string>(sim, 'SELECT imgFullPath FROM products WHERE productIdx = ?', pictured);
    const templateCounts = ownedCounts(sim, TEMPLATE);
    const room = await trainer(sim);
    const kiosksBefore = (await room.get('/fleet')).body.data.kiosks.length as number;

    const cards = await makeClass(room, 3);
    expect(cards.map((c) => [c.userId, c.userName, c.traineeNo])).toEqual([['trainee01', '교육생 01', 1], ['trainee02', '교육생 02', 2], ['trainee03', '교육생 03', 3]]);
    expect(new Set(cards.map((c) => c.companyIdx)).size).toBe(3);
    for (const card of cards) {
      expect(card.password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/); // no 0/O, 1/l/I on a printed card
      expect(card.companyName).toBe(`${value<string>(sim, 'SELECT companyName FROM companies WHERE companyIdx = ?', TEMPLATE)} 교육0${card.traineeNo}`);
      expect(value<string>(sim, 'SELECT businessNumber FROM companies WHERE companyIdx = ?', card.companyIdx)).toMatch(new RegExp(`^999-0${card.traineeNo}-\\d{5}$`));
      const serials = column<string>(sim, `SELECT serialNumber FROM devices WHERE divisionIdx IN (SELECT divisionIdx FROM divisions WHERE companyIdx = ?)`, card.companyIdx);
      const templateSerials = column<string>(sim, `SELECT serialNumber FROM devices WHERE divisionIdx IN (SELECT divisionIdx FROM divisions WHERE companyIdx = ?)`, TEMPLATE);
      expect(serials.sort()).toEqual(templateSerials.map((s) => `T0${card.traineeNo}-${s}`).sort());
      expect(ownedCounts(sim, card.companyIdx)).toEqual({ ...templateCounts });

      // The card signs in as the PARTNER of its own company, which is all it sees.
      const token = await loginWith(sim, card.userId, card.password);
      const me = client(sim, token);
      const tree = (await me.get('/tree/list')).body.data as { companyIdx: number }[];
      expect(tree.map((c) => c.companyIdx)).toEqual([card.companyIdx]);
      const info = await me.post('/user/info', {});
      expect([info.body.data.authType, info.body.data.companyIdx]).toEqual(['PARTNER', card.companyIdx]);
      expect(await revenue(sim, token)).toEqual(templateRevenue);
      const copy = sim.db!.prepare('SELECT productIdx, imgFullPath FROM products WHERE companyIdx = ? AND productName = (SELECT productName FROM products WHERE productIdx = ?)').get(card.companyIdx, pictured) as { productIdx: number; imgFullPath: string };
      expect(copy.imgFullPath).not.toBe(templatePicture);
      // A company's picture is served at the signed address its answers give (media/picture-links.ts).
      const link = new URL((await me.post('/product/info', { productIdx: copy.productIdx })).body.data.imgFullPath as string);
      expect(link.pathname).toBe(copy.imgFullPath);
      const served = await request(sim.app).get(`${link.pathname}${link.search}`).buffer(true);
      expect([served.status, Buffer.from(served.body as Buffer).equals(PICTURES.png)]).toEqual([200, true]);
    }
    expect(Object.keys(OWNED).sort()).toEqual(SANDBOX_TABLES.filter((t) => !t.purgeOnly).map((t) => t.table).sort());

    // Books and keys hold everywhere, and the copies' kiosks joined the fleet.
    expect(stockViolations(sim)).toEqual([]);
    const payments = paymentViolations(sim);
    expect(payments).toEqual(NO_VIOLATIONS(payments));
    const cardBooks = cardViolations(sim);
    expect(cardBooks).toEqual(NO_VIOLATIONS(cardBooks));
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
    const templateKiosks = value(sim, `SELECT COUNT(*) FROM devices WHERE archivedDate IS NULL AND divisionIdx IN (SELECT divisionIdx FROM divisions WHERE companyIdx = ?)`, TEMPLATE);
    expect((await room.get('/fleet')).body.data.kiosks.length).toBe(kiosksBefore + 3 * templateKiosks);

    // The board and the cards again, for the trainer.
    const board = (await room.get('/classroom')).body.data;
    expect(board.templateCompanyIdx).toBe(TEMPLATE);
    expect(board.trainees.map((t: { userId: string; resets: number; exercises: { done: boolean }[]; lastSignIn: string | null }) => [t.userId, t.resets, t.exercises.filter((e) => e.done), t.lastSignIn !== null])).toEqual([
      ['trainee01', 0, [], true], ['trainee02', 0, [], true], ['trainee03', 0, [], true],
    ]);
    expect((await room.get('/classroom/accounts')).body.data.trainees).toEqual(cards);

    // The fleet runs the copies as it runs the template: a day on, the books still hold and the copies sold.
    const paymentsBefore = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    expect((await room.post('/clock', { stepMs: 24 * 3600_000 })).body.result).toBe(0);
    expect(stockViolations(sim)).toEqual([]);
    const after = paymentViolations(sim);
    expect(after).toEqual(NO_VIOLATIONS(after));
    const cardsAfter = cardViolations(sim);
    expect(cardsAfter).toEqual(NO_VIOLATIONS(cardsAfter));
    for (const card of cards) {
      expect(value(sim, `SELECT COUNT(*) FROM payments WHERE paymentIdx > ? AND deviceIdx IN (SELECT deviceIdx FROM devices WHERE divisionIdx IN (SELECT divisionIdx FROM divisions WHERE companyIdx = ?))`, paymentsBefore, card.companyIdx)).toBeGreaterThan(0);
    }

    // A second class waits for the end of this one, and nothing changes meanwhile.
    const second = await room.post('/classroom', { trainees: 2 });
    expect([second.body.result, second.body.message]).toEqual([FAILURE.REJECTED, 'A class is already running; end it first']);
    expect(value(sim, "SELECT COUNT(*) FROM users WHERE userId LIKE 'trainee%'")).toBe(3);
  }, TIMEOUT);

  it('locks the published passwords while a class runs: no demo accounts offered, none signs in, and no class is made on one', async () => {
    const sim = makeSim({ preset: 'training' });
    const published = simClient(sim, await loginWith(sim, 'admin', 'admin1234'), 'ko');
    const refused = await published.post('/classroom', { trainees: 2 });
    expect(refused.body.result).toBe(FAILURE.REJECTED);
    expect(refused.body.message).toContain('내 정보');
    expect(value(sim, 'SELECT COUNT(*) FROM classrooms')).toBe(0);
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.demoAccounts.length).toBeGreaterThan(0);

    const room = await trainer(sim);
    const [card] = await makeClass(room, 2);
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body).toMatchObject({ demoAccounts: [], classRunning: true });
    for (const [userId, password] of [['partner', 'partner1234'], ['sales01', 'sales011234'], ['manager', 'manager1234'], ['partner02', 'partner021234']]) {
      const res = await request(sim.app).post(api('/auth/login')).set('Accept-Language', 'en').send({ userId, password });
      expect({ userId, result: Number(res.body.result), message: res.body.msg ?? res.body.message }).toEqual({ userId, result: FAILURE.REJECTED, message: expect.stringMatching(/published default password/) });
    }
    // A changed password, the trainer's and the trainees' sign in.
    await loginWith(sim, 'admin', TRAINER_PASSWORD);
    await loginWith(sim, card!.userId, card!.password);

    // Once the class ends, the login screen offers the demo accounts again.
    expect((await room.post('/classroom/end')).body.result).toBe(0);
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.demoAccounts.length).toBeGreaterThan(0);
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.classRunning).toBe(false);
    await loginWith(sim, 'partner', 'partner1234');
  }, TIMEOUT);

  it('ends the class: sandboxes, trainee accounts and their kiosks go, the template stays, serials and user IDs are free again', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const templateCounts = ownedCounts(sim, TEMPLATE);
    const companies = value(sim, 'SELECT COUNT(*) FROM companies');
    const kiosks = (await room.get('/fleet')).body.data.kiosks.length as number;
    const cards = await makeClass(room, 2);
    const token = await loginWith(sim, cards[0]!.userId, cards[0]!.password);
    // A trainee's account goes with the class, not before: its sandbox would be left behind.
    const admin = client(sim, await loginWith(sim, 'admin', TRAINER_PASSWORD));
    const deleted = await admin.get(`/user/delete/${value(sim, 'SELECT userIdx FROM users WHERE userId = ?', cards[1]!.userId)}`);
    expect([deleted.body.result, deleted.body.message]).toEqual([FAILURE.REJECTED, 'A trainee’s account goes with its sandbox when the class ends; it cannot be deleted now']);

    const end = await room.post('/classroom/end');
    expect([end.body.result, end.body.data]).toEqual([0, { removed: 2 }]);
    expect(value(sim, "SELECT COUNT(*) FROM users WHERE userId LIKE 'trainee%'")).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM companies')).toBe(companies);
    expect(value(sim, "SELECT COUNT(*) FROM devices WHERE serialNumber LIKE 'T0%'")).toBe(0);
    expect(ownedCounts(sim, TEMPLATE)).toEqual(templateCounts);
    expect((await room.get('/fleet')).body.data.kiosks.length).toBe(kiosks);
    expect((await room.get('/classroom')).body.data).toEqual({ class: null });
    // The trainee's session went with the account; its token still says why.
    const ended = await client(sim, token).post('/company/list', {});
    expect([ended.status, ended.body.result, ended.body.sessionEnd, ended.body.message]).toEqual([200, FAILURE.EXPIRED, 'classEnded', expect.stringContaining('expired')]);
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
    expect(stockViolations(sim)).toEqual([]);
    expect((await room.post('/classroom/end')).body.result).toBe(FAILURE.REJECTED);

    // A new class takes the same user IDs and serial numbers.
    const again = await makeClass(room, 2);
    expect(again.map((c) => c.userId)).toEqual(['trainee01', 'trainee02']);
    expect(value(sim, "SELECT COUNT(*) FROM devices WHERE serialNumber LIKE 'T01-%'")).toBeGreaterThan(0);

    // Nothing replaces the world while the class runs; once it has ended, a reset does.
    expect((await room.post('/reset', {})).body.result).toBe(FAILURE.REJECTED);
    expect(value(sim, "SELECT COUNT(*) FROM users WHERE userId LIKE 'trainee%'")).toBe(2);
    expect((await room.post('/classroom/end')).body.result).toBe(0);
    expect((await room.post('/reset', {})).body.result).toBe(0);
    expect((await room.get('/classroom')).body.data).toEqual({ class: null });
    expect((await request(sim.app).get(RUNTIME_CONFIG_PATH)).body.demoAccounts.length).toBeGreaterThan(0);
  }, TIMEOUT);

  it('refuses bad input and a template that cannot be one, changing nothing', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    for (const body of [{}, { trainees: 0 }, { trainees: 51 }, { trainees: 2, extra: 1 }]) {
      expect((await room.post('/classroom', body)).body.result).toBe(FAILURE.BAD_INPUT);
    }
    expect((await room.post('/classroom', { trainees: 2, templateCompanyIdx: 999 })).body.result).toBe(FAILURE.NOT_FOUND);
    sim.db!.prepare("UPDATE companies SET archivedDate = '2026-11-20 10:00:00' WHERE companyIdx = 4").run();
    const archived = await room.post('/classroom', { trainees: 2, templateCompanyIdx: 4 });
    expect([archived.body.result, archived.body.message]).toEqual([FAILURE.REJECTED, 'An archived company cannot be the template']);
    // A user ID a class would take, taken by someone else.
    sim.db!.prepare("UPDATE users SET userId = 'trainee02' WHERE userId = 'store04'").run();
    expect((await room.post('/classroom', { trainees: 2 })).body.result).toBe(FAILURE.REJECTED);
    expect(value(sim, 'SELECT COUNT(*) FROM classrooms')).toBe(0);
    expect(value(sim, 'SELECT COUNT(*) FROM classroom_trainees')).toBe(0);
    // A template the course does not fit (company 2 has no point policy) is refused; one it fits is taken.
    expect((await room.post('/classroom', { trainees: 1, templateCompanyIdx: 2 })).body.message).toContain("ref 'policy'");
    sim.db!.prepare('UPDATE companies SET archivedDate = NULL WHERE companyIdx = 4').run();
    expect(await makeClass(room, 1, { templateCompanyIdx: 4 })).toHaveLength(1);
  }, TIMEOUT);

  it('makes a class of 30', async () => {
    const sim = makeSim({ preset: 'training' });
    const room = await trainer(sim);
    const cards = await makeClass(room, 30);
    expect(cards).toHaveLength(30);
    expect(cards.at(-1)!.userId).toBe('trainee30');
    expect(new Set(cards.map((c) => c.password)).size).toBe(30);
    expect(stockViolations(sim)).toEqual([]);
    expect(sim.db!.pragma('foreign_key_check')).toEqual([]);
    await loginWith(sim, 'trainee30', cards.at(-1)!.password);
  }, TIMEOUT);
});
