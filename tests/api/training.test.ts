// Product training of AI fridges' vision models: the seeded state agrees with its tables, a product
// new to a fridge waits for training, trains on the simulated clock (pausing keeps what it learnt)
// and leaves the list once learnt, growing the model; internal staff only; bad input changes nothing.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { fromWireDateTime, toWireDateTime } from '../../sim-server/src/clock';
import { createRepositories } from '../../sim-server/src/db/repositories/index';
import { WORLD_REF_DATE_MS } from '../../sim-server/src/world/random';
import { QUIET_FLEET, control, makeSim, rows, sharedSim, signedIn, step, value, type Client } from './support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REF = WORLD_REF_DATE_MS;

type Sim = ReturnType<typeof makeSim>;
interface TrainingDevice {
  deviceIdx: number;
  deviceName: string;
  pendingCount: number;
  trainingCount: number;
  trainedCount: number;
  modelVersion: string;
  lastTrainedAt: string | null;
}
interface ProductTraining {
  productTrainingIdx: number;
  productIdx: number;
  productName: string;
  imgFullPath: string | null;
  trainingStatusCode: 'TRAINING_PENDING' | 'TRAINING';
  progress: number | null;
  device: { deviceIdx: number };
  createdDate: string;
  updatedDate: string;
}
interface TrainingRow {
  productTrainingIdx: number;
  deviceIdx: number;
  productIdx: number;
  trainingStatusCode: string;
  trainingMs: number;
  learntMs: number;
  startedAt: string | null;
  dueAt: string | null;
}

const all = <T>(sim: Sim, sql: string, ...params: unknown[]) => sim.db!.prepare(sql).all(...params) as T[];

async function devices(who: Client, body: object = {}): Promise<TrainingDevice[]> {
  const res = await who.post('/product-training/device/list', body);
  expect(res.body).toMatchObject({ result: 0 });
  return res.body.data.list;
}
async function trainingOf(who: Client, deviceIdx: number, trainingStatusCode?: string): Promise<ProductTraining[]> {
  const res = await who.post('/product-training/list', { deviceIdx, ...(trainingStatusCode ? { trainingStatusCode } : {}) });
  expect(res.body).toMatchObject({ result: 0, data: { device: { deviceIdx } } });
  return res.body.data.productTrainingList;
}
async function update(who: Client, productTrainingIdxList: number[], trainingStatusCode: string): Promise<ProductTraining[]> {
  const res = await who.post('/product-training/update', { productTrainingIdxList, trainingStatusCode });
  expect(res.body).toMatchObject({ result: 0, message: 'Info saved' });
  return res.body.data;
}
const deviceOf = async (who: Client, deviceIdx: number) => (await devices(who, { deviceIdx }))[0]!;
const build = (version: string) => Number(version.split('.')[1]);

describe('the seeded training state', () => {
  const sim = sharedSim();

  it('has AI fridges whose models know most of their products, some waiting for training and some part-way', () => {
    const trainings = all<TrainingRow & { deviceType: string; onTray: number; known: number }>(sim(), `SELECT t.*, v.deviceType,
        (SELECT COUNT(*) FROM product_mappings m WHERE m.deviceIdx = t.deviceIdx AND m.productIdx = t.productIdx AND m.trayIdx IS NOT NULL) AS onTray,
        (SELECT COUNT(*) FROM device_model_products k WHERE k.deviceIdx = t.deviceIdx AND k.productIdx = t.productIdx) AS known
      FROM product_trainings t JOIN devices v USING (deviceIdx)`);
    expect(trainings.filter((t) => t.trainingStatusCode === 'TRAINING_PENDING').length).toBeGreaterThan(3);
    expect(trainings.filter((t) => t.trainingStatusCode === 'TRAINING').length).toBeGreaterThan(1);
    for (const t of trainings) {
      expect({ idx: t.productTrainingIdx, deviceType: t.deviceType, onTray: t.onTray > 0, known: t.known }).toEqual({ idx: t.productTrainingIdx, deviceType: 'AI_FRIDGE', onTray: true, known: 0 });
      expect(t.trainingMs >= 2 * HOUR && t.trainingMs <= 6 * HOUR).toBe(true);
      if (t.trainingStatusCode === 'TRAINING') {
        // Part-way on the reference date, ending when the rest of its time has passed.
        expect(fromWireDateTime(t.startedAt!) < REF && fromWireDateTime(t.dueAt!) > REF).toBe(true);
        expect(fromWireDateTime(t.dueAt!) - fromWireDateTime(t.startedAt!)).toBe(t.trainingMs - t.learntMs);
      } else {
        expect([t.startedAt, t.dueAt, t.learntMs]).toEqual([null, null, 0]);
      }
    }
    // Every fridge with products on its trays knows some of them; only fridges have models.
    expect(value(sim(), `SELECT COUNT(*) FROM device_model_products k JOIN devices v USING (deviceIdx) WHERE v.deviceType <> 'AI_FRIDGE'`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM devices v WHERE v.deviceType = 'AI_FRIDGE' AND EXISTS (SELECT 1 FROM product_mappings m WHERE m.deviceIdx = v.deviceIdx AND m.trayIdx IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM device_model_products k WHERE k.deviceIdx = v.deviceIdx)`)).toBe(0);
    expect(value(sim(), `SELECT COUNT(*) FROM product_mappings m JOIN devices v USING (deviceIdx) WHERE v.deviceType = 'AI_FRIDGE' AND m.trayIdx IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM device_model_products k WHERE k.deviceIdx = m.deviceIdx AND k.productIdx = m.productIdx)
      AND NOT EXISTS (SELECT 1 FROM product_trainings t WHERE t.deviceIdx = m.deviceIdx AND t.productIdx = m.productIdx)`)).toBe(0);
  });

  it('lists every AI fridge with the counts, model and last training its tables hold, those waiting for a go first', async () => {
    const admin = await signedIn(sim());
    const list = await devices(admin);
    const expected = all<{ deviceIdx: number; pending: number; training: number; trained: number; build: number; lastTrainedAt: string | null }>(sim(), `SELECT v.deviceIdx,
        (SELECT COUNT(*) FROM product_trainings t WHERE t.deviceIdx = v.deviceIdx AND t.trainingStatusCode = 'TRAINING_PENDING') AS pending,
        (SELECT COUNT(*) FROM product_trainings t WHERE t.deviceIdx = v.deviceIdx AND t.trainingStatusCode = 'TRAINING') AS training,
        (SELECT COUNT(DISTINCT k.productIdx) FROM device_model_products k JOIN product_mappings m ON m.deviceIdx = k.deviceIdx AND m.productIdx = k.productIdx AND m.removedDate IS NULL
          WHERE k.deviceIdx = v.deviceIdx) AS trained,
        COALESCE(dm.build, 0) AS build, dm.lastTrainedAt
      FROM devices v LEFT JOIN device_models dm USING (deviceIdx) WHERE v.deviceType = 'AI_FRIDGE' ORDER BY v.deviceIdx`);
    expect(list.map((d) => ({ deviceIdx: d.deviceIdx, pending: d.pendingCount, training: d.trainingCount, trained: d.trainedCount, build: build(d.modelVersion), lastTrainedAt: d.lastTrainedAt }))
      .sort((a, b) => a.deviceIdx - b.deviceIdx)).toEqual(expected);
    expect(list.every((d) => /^1\.\d+$/.test(d.modelVersion))).toBe(true);
    expect(list[0]!.pendingCount).toBeGreaterThan(0);
    const waiting = list.map((d) => d.pendingCount);
    expect(waiting).toEqual([...waiting].sort((a, b) => b - a));
    // Filters and paging.
    const first = list[0]!;
    expect(await devices(admin, { deviceIdx: first.deviceIdx })).toEqual([first]);
    expect(await devices(admin, { page: 2, size: 3 })).toEqual(list.slice(3, 6));
    const vending = value(sim(), `SELECT deviceIdx FROM devices WHERE deviceType <> 'AI_FRIDGE' ORDER BY deviceIdx`);
    expect(await devices(admin, { deviceIdx: vending })).toEqual([]);
  });

  it('answers a device’s rows, being learnt first with their progress, the same through info; a status filter narrows them', async () => {
    const admin = await signedIn(sim());
    const fridge = value(sim(), `SELECT deviceIdx FROM product_trainings GROUP BY deviceIdx HAVING SUM(trainingStatusCode = 'TRAINING') > 0 AND SUM(trainingStatusCode = 'TRAINING_PENDING') > 0 ORDER BY deviceIdx`);
    const list = await trainingOf(admin, fridge);
    const stored = all<TrainingRow & { productName: string }>(sim(), `SELECT t.*, p.productName FROM product_trainings t JOIN products p USING (productIdx) WHERE t.deviceIdx = ? ORDER BY t.productTrainingIdx`, fridge);
    expect(list.map((r) => r.productTrainingIdx).sort((a, b) => a - b)).toEqual(stored.map((t) => t.productTrainingIdx));
    expect(list[0]!.trainingStatusCode).toBe('TRAINING');
    for (const r of list) {
      const t = stored.find((s) => s.productTrainingIdx === r.productTrainingIdx)!;
      const progress = t.startedAt === null ? null : Math.floor((100 * (REF - fromWireDateTime(t.startedAt))) / t.trainingMs);
      expect({ ...r, imgFullPath: null }).toMatchObject({ productIdx: t.productIdx, productName: t.productName, trainingStatusCode: t.trainingStatusCode, progress, device: { deviceIdx: fridge } });
      if (progress !== null) expect(progress > 0 && progress < 100).toBe(true);
    }
    expect(list.every((r) => r.imgFullPath === null || r.imgFullPath.startsWith('http'))).toBe(true);
    // Picture links carry the request's host (each supertest call has its own port).
    const samePictures = (rows: ProductTraining[]) => rows.map((r) => ({ ...r, imgFullPath: r.imgFullPath && new URL(r.imgFullPath).pathname }));
    const info = await admin.get(`/product-training/info/${fridge}`);
    expect(info.body).toMatchObject({ result: 0, data: { device: { deviceIdx: fridge } } });
    expect(samePictures(info.body.data.productTrainingList)).toEqual(samePictures(list));
    expect(samePictures(await trainingOf(admin, fridge, 'TRAINING_PENDING'))).toEqual(samePictures(list.filter((r) => r.trainingStatusCode === 'TRAINING_PENDING')));
  });
});

describe('training on the simulated clock', () => {
  it('puts a product new to a fridge in the list as pending; trains it when told, pauses and resumes, then it leaves the list, learnt', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = 'AI_FRIDGE' ORDER BY deviceIdx`);
    const [tray, otherTray] = all<{ trayIdx: number }>(sim, 'SELECT trayIdx FROM trays WHERE deviceIdx = ? ORDER BY trayNo', fridge).map((t) => t.trayIdx);
    const productIdx = value(sim, `SELECT productIdx FROM products p WHERE companyIdx IS NULL
      AND NOT EXISTS (SELECT 1 FROM device_model_products k WHERE k.deviceIdx = ? AND k.productIdx = p.productIdx)
      AND NOT EXISTS (SELECT 1 FROM product_trainings t WHERE t.deviceIdx = ? AND t.productIdx = p.productIdx) ORDER BY productIdx`, fridge, fridge);
    const before = await deviceOf(admin, fridge);

    expect((await admin.post('/product/add-product', { deviceIdx: fridge, trayIdx: tray, productIdx, stock: 5 })).body.result).toBe(0);
    const pending = (await trainingOf(admin, fridge, 'TRAINING_PENDING')).find((r) => r.productIdx === productIdx)!;
    expect(pending).toMatchObject({ trainingStatusCode: 'TRAINING_PENDING', progress: null, createdDate: '2026-11-21 09:00:00', updatedDate: '2026-11-21 09:00:00' });
    expect(await deviceOf(admin, fridge)).toMatchObject({ pendingCount: before.pendingCount + 1, trainedCount: before.trainedCount, modelVersion: before.modelVersion });
    const trainingMs = value(sim, 'SELECT trainingMs FROM product_trainings WHERE productTrainingIdx = ?', pending.productTrainingIdx);
    const progressAfter = (ms: number) => Math.floor((100 * ms) / trainingMs);

    // Started, an hour in, paused: the hour learnt is kept.
    expect(await update(admin, [pending.productTrainingIdx], 'TRAINING')).toEqual([expect.objectContaining({ trainingStatusCode: 'TRAINING', progress: 0, updatedDate: '2026-11-21 09:00:00' })]);
    expect(await deviceOf(admin, fridge)).toMatchObject({ pendingCount: before.pendingCount, trainingCount: before.trainingCount + 1 });
    await step(sim, HOUR);
    const row = async () => (await trainingOf(admin, fridge)).find((r) => r.productTrainingIdx === pending.productTrainingIdx);
    expect((await row())!.progress).toBe(progressAfter(HOUR));
    expect(await update(admin, [pending.productTrainingIdx], 'TRAINING_PENDING')).toEqual([expect.objectContaining({ trainingStatusCode: 'TRAINING_PENDING', progress: null })]);
    // Nobody says go: it waits, however long.
    await step(sim, 12 * HOUR);
    expect(await row()).toMatchObject({ trainingStatusCode: 'TRAINING_PENDING', progress: null });
    // Resumed where it stopped; done after the rest of its time, not before.
    const resumedAt = REF + 13 * HOUR;
    expect((await update(admin, [pending.productTrainingIdx], 'TRAINING'))[0]!.progress).toBe(progressAfter(HOUR));
    await step(sim, trainingMs - HOUR - MINUTE);
    expect((await row())!.progress).toBe(progressAfter(trainingMs - MINUTE));
    await step(sim, 2 * MINUTE);
    expect(await row()).toBeUndefined();
    const after = await deviceOf(admin, fridge);
    // The fridge's seeded run ended meanwhile too (within 7 hours).
    expect(after).toMatchObject({
      pendingCount: before.pendingCount,
      trainingCount: 0,
      trainedCount: before.trainedCount + before.trainingCount + 1,
      modelVersion: `1.${build(before.modelVersion) + before.trainingCount + 1}`,
      lastTrainedAt: toWireDateTime(resumedAt + trainingMs - HOUR),
    });
    expect(value(sim, 'SELECT learntAt FROM device_model_products WHERE deviceIdx = ? AND productIdx = ?', fridge, productIdx)).toBe(toWireDateTime(resumedAt + trainingMs - HOUR));
    const feed = (await control(sim).get('/events?since=0')).body.data.list as { type: string; deviceIdx: number; text: { en: string } }[];
    const productName = value<string>(sim, 'SELECT productName FROM products WHERE productIdx = ?', productIdx);
    expect(feed.find((e) => e.type === 'TRAINING_DONE' && e.deviceIdx === fridge && e.text.en.includes(productName))).toMatchObject({ deviceIdx: fridge, text: { en: expect.stringContaining(`product learnt — ${productName} (model ${after.modelVersion})`) } });

    // A product the model knows needs no training on another tray; other kinds of device have no model.
    expect((await admin.post('/product/add-product', { deviceIdx: fridge, trayIdx: otherTray, productIdx, stock: 2 })).body.result).toBe(0);
    const vending = value(sim, `SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE v.deviceType <> 'AI_FRIDGE'
      AND d.companyIdx = (SELECT companyIdx FROM divisions WHERE divisionIdx = (SELECT divisionIdx FROM devices WHERE deviceIdx = ?)) ORDER BY v.deviceIdx`, fridge);
    if (vending) {
      const vendingTray = value(sim, 'SELECT trayIdx FROM trays WHERE deviceIdx = ? ORDER BY trayNo', vending);
      expect((await admin.post('/product/add-product', { deviceIdx: vending, trayIdx: vendingTray, productIdx, stock: 2 })).body.result).toBe(0);
    }
    expect(value(sim, 'SELECT COUNT(*) FROM product_trainings WHERE productIdx = ? AND deviceIdx IN (?, ?)', productIdx, fridge, vending ?? fridge)).toBe(0);
  });

  it('gives a product placed on a fridge by anyone (the fleet, a story) its pending row: one stock-repository path with the API', () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const { fridge, trayIdx, divisionIdx } = sim.db!.prepare(`SELECT v.deviceIdx AS fridge, t.trayIdx, v.divisionIdx FROM devices v JOIN trays t USING (deviceIdx)
      WHERE v.deviceType = 'AI_FRIDGE' ORDER BY v.deviceIdx, t.trayNo LIMIT 1`).get() as { fridge: number; trayIdx: number; divisionIdx: number };
    const productIdx = value(sim, `SELECT productIdx FROM products WHERE companyIdx IS NULL AND productIdx NOT IN (SELECT productIdx FROM device_model_products WHERE deviceIdx = ?)
      AND productIdx NOT IN (SELECT productIdx FROM product_trainings WHERE deviceIdx = ?) ORDER BY productIdx LIMIT 1`, fridge, fridge);
    const at = toWireDateTime(REF);
    createRepositories(sim.db!).stock.place({ productIdx, divisionIdx, deviceIdx: fridge, trayIdx, price: 1000, expiredDate: null }, 3, at, 'route visit');
    expect(sim.db!.prepare('SELECT trainingStatusCode, createdDate FROM product_trainings WHERE deviceIdx = ? AND productIdx = ?').all(fridge, productIdx))
      .toEqual([{ trainingStatusCode: 'TRAINING_PENDING', createdDate: at }]);
  });

  it('finishes the seeded runs once their time has passed, each at its own end, and leaves pending rows waiting', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const running = all<TrainingRow>(sim, `SELECT * FROM product_trainings WHERE trainingStatusCode = 'TRAINING' ORDER BY deviceIdx, dueAt`);
    const waiting = rows(sim, 'product_trainings').filter((t) => (t as TrainingRow).trainingStatusCode === 'TRAINING_PENDING');
    const models = new Map(all<{ deviceIdx: number; build: number }>(sim, 'SELECT deviceIdx, build FROM device_models').map((m) => [m.deviceIdx, m.build]));
    await step(sim, 7 * HOUR); // the longest run (6 h) started at least 15 % ago
    expect(rows(sim, 'product_trainings')).toEqual(waiting);
    for (const t of running) {
      expect(value(sim, 'SELECT learntAt FROM device_model_products WHERE deviceIdx = ? AND productIdx = ?', t.deviceIdx, t.productIdx)).toBe(t.dueAt);
      const finished = running.filter((r) => r.deviceIdx === t.deviceIdx);
      expect(all(sim, 'SELECT build, lastTrainedAt FROM device_models WHERE deviceIdx = ?', t.deviceIdx)).toEqual([
        { build: (models.get(t.deviceIdx) ?? 0) + finished.length, lastTrainedAt: finished.at(-1)!.dueAt },
      ]);
    }
    const admin = await signedIn(sim);
    expect((await devices(admin)).every((d) => d.trainingCount === 0)).toBe(true);
  });

  it('gives the same training rows for the same seed, steps and commands', async () => {
    const run = async () => {
      const sim = makeSim();
      const admin = await signedIn(sim);
      const pending = value(sim, `SELECT productTrainingIdx FROM product_trainings WHERE trainingStatusCode = 'TRAINING_PENDING' ORDER BY productTrainingIdx`);
      await step(sim, 30 * MINUTE);
      await update(admin, [pending], 'TRAINING');
      await step(sim, 8 * HOUR);
      return ['product_trainings', 'device_models', 'device_model_products'].map((t) => rows(sim, t));
    };
    expect(await run()).toEqual(await run());
  });
});

describe('refusals', () => {
  const sim = sharedSim({ fleet: { engine: QUIET_FLEET } });
  const snapshot = () => ['product_trainings', 'device_models', 'device_model_products'].map((t) => rows(sim(), t));

  it('lets only internal staff use training, without ending anyone’s session', async () => {
    const fridge = value(sim(), 'SELECT deviceIdx FROM product_trainings ORDER BY productTrainingIdx');
    const idx = value(sim(), 'SELECT productTrainingIdx FROM product_trainings ORDER BY productTrainingIdx');
    const before = snapshot();
    for (const userId of ['partner', 'manager'] as const) {
      const who = await signedIn(sim(), userId);
      const answers = [
        await who.post('/product-training/device/list', {}),
        await who.post('/product-training/list', { deviceIdx: fridge }),
        await who.get(`/product-training/info/${fridge}`),
        await who.post('/product-training/update', { productTrainingIdxList: [idx], trainingStatusCode: 'TRAINING' }),
      ];
      for (const res of answers) expect({ userId, status: res.status, body: res.body }).toEqual({ userId, status: 200, body: { result: FAILURE.NOT_AUTHORIZED, message: 'You have no permission for this action' } });
      expect((await who.get('/dashboard/info')).body.result).toBe(0);
    }
    expect(snapshot()).toEqual(before);
  });

  it('answers bad input and unknown records with a clear failure and changes nothing', async () => {
    const admin = await signedIn(sim());
    const [first, second] = all<TrainingRow>(sim(), `SELECT * FROM product_trainings WHERE trainingStatusCode = 'TRAINING_PENDING' ORDER BY productTrainingIdx LIMIT 2`);
    const vending = all<{ deviceIdx: number; deviceName: string }>(sim(), `SELECT deviceIdx, deviceName FROM devices WHERE deviceType <> 'AI_FRIDGE' ORDER BY deviceIdx LIMIT 1`)[0]!;
    const before = snapshot();
    const cases: [string, object | null, number, string][] = [
      ['/product-training/update', { productTrainingIdxList: [first!.productTrainingIdx, 99_999], trainingStatusCode: 'TRAINING' }, FAILURE.BAD_INPUT, 'Products in training, row 2: is not a product waiting for or in training (99999)'],
      ['/product-training/update', { productTrainingIdxList: [second!.productTrainingIdx, second!.productTrainingIdx], trainingStatusCode: 'TRAINING' }, FAILURE.BAD_INPUT, `Products in training, row 2: ${second!.productTrainingIdx} appears twice`],
      ['/product-training/update', { productTrainingIdxList: [], trainingStatusCode: 'TRAINING' }, FAILURE.BAD_INPUT, 'Products in training: '],
      ['/product-training/update', { productTrainingIdxList: [first!.productTrainingIdx], trainingStatusCode: 'TRAINED' }, FAILURE.BAD_INPUT, 'Training status: '],
      ['/product-training/update', { productTrainingIdxList: ['1'], trainingStatusCode: 'TRAINING' }, FAILURE.BAD_INPUT, 'Products in training, row 1: must be a number'],
      ['/product-training/list', { deviceIdx: vending.deviceIdx }, FAILURE.REJECTED, `Device "${vending.deviceName}" has no product recognition model`],
      ['/product-training/list', { deviceIdx: 99_999 }, FAILURE.NOT_FOUND, 'Device not found'],
      ['/product-training/list', { deviceIdx: first!.deviceIdx, trainingStatusCode: 'DONE' }, FAILURE.BAD_INPUT, 'Training status: must be one of'],
      ['/product-training/list', {}, FAILURE.BAD_INPUT, 'Device: is required'],
      ['/product-training/device/list', { groupBy: 'DAY' }, FAILURE.BAD_INPUT, 'Group by: is not a known field'],
      ['/product-training/info/abc', null, FAILURE.BAD_INPUT, 'Device: '],
      [`/product-training/info/${vending.deviceIdx}`, null, FAILURE.REJECTED, 'has no product recognition model'],
    ];
    for (const [path, body, result, message] of cases) {
      const res = body === null ? await admin.get(path) : await admin.post(path, body);
      expect({ path, body, status: res.status, result: res.body.result, message: res.body.message }).toEqual({ path, body, status: 200, result, message: expect.stringContaining(message) });
    }
    expect(snapshot()).toEqual(before);
    // The same status again changes nothing either.
    await update(admin, [first!.productTrainingIdx], 'TRAINING_PENDING');
    expect(snapshot()).toEqual(before);
  });
});
