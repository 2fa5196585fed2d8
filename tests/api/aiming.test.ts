// A trainer (ADMIN) aims an injected API fault or a fleet scenario at one trainee (a PARTNER of its
// own company, on the training world): it reaches every session of that user and that user's kiosks,
// and nobody else's — another company's payments, door opens and stock come out exactly as in a
// world where nothing was aimed. A PARTNER cannot aim; the feed keeps a quiet company's lines.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { HOUR_MS } from '../../sim-server/src/fleet/kst';
import { client, column, control, loginWith, makeSim, namesField, rows, step, value } from './support';

type Sim = ReturnType<typeof makeSim>;

const TRAINING = { preset: 'training' } as const;
const SLOW = 120_000;
const PARTNER02 = ['partner02', 'partner021234'] as const;

/** /sim calls as the holder of a token. */
function steer(sim: Sim, token: string, lang = 'en') {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': lang };
  return {
    get: (path: string) => request(sim.app).get(`/sim${path}`).set(headers),
    post: (path: string, body: object = {}) => request(sim.app).post(`/sim${path}`).set(headers).send(body),
  };
}

const kiosksOf = (sim: Sim, companyIdx: number) =>
  column(sim, 'SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ? AND v.archivedDate IS NULL ORDER BY v.deviceIdx', companyIdx);

/** What a company's kiosks did, row by row without the keys the database hands out as rows come. */
function companyHashes(sim: Sim, companyIdx: number): Record<string, string> {
  const ofCompany = 'IN (SELECT v.deviceIdx FROM devices v JOIN divisions d USING (divisionIdx) WHERE d.companyIdx = ?)';
  const queries: Record<string, string> = {
    payments: `SELECT deviceIdx, provider, approveResult, state, paymentMode, amount, approveNo, approveAt FROM payments WHERE deviceIdx ${ofCompany}`,
    doorOpens: `SELECT deviceIdx, openType, openAt, closeAt FROM door_opens WHERE deviceIdx ${ofCompany}`,
    stock: `SELECT deviceIdx, trayIdx, productIdx, stock, expiredDate FROM product_mappings WHERE deviceIdx ${ofCompany}`,
    stockMoves: `SELECT m.deviceIdx, m.productIdx, t.transactionCode, t.count, t.stockAfter, t.createdDate FROM product_transactions t JOIN product_mappings m USING (productMappingIdx) WHERE m.deviceIdx ${ofCompany}`,
    faults: `SELECT deviceIdx, faultCode, severity, state, reportAt, resolvedAt FROM fault_notices WHERE deviceIdx ${ofCompany}`,
  };
  return Object.fromEntries(
    Object.entries(queries).map(([name, sql]) => {
      const lines = sim.db!.prepare(sql).raw().all(companyIdx).map((r) => JSON.stringify(r)).sort();
      return [name, `${lines.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`];
    }),
  );
}

/** Runs a call and the time its answer came, for telling which of two answers came first. */
const timed = async (call: PromiseLike<request.Response>) => {
  const res = await call;
  return { res, at: performance.now() };
};

describe('faults aimed at one user', () => {
  it('hit every session of that user, one signed in after the fault too, and leave other users’ calls alone', { timeout: SLOW }, async () => {
    const sim = makeSim(TRAINING);
    const before = client(sim, await loginWith(sim, ...PARTNER02));
    const admin = control(sim);
    expect((await admin.post('/faults', { kind: 'latency', delayMs: 1500, path: '/company/*', userId: 'partner02' })).body.result).toBe(0);
    expect((await admin.post('/faults', { kind: 'error', method: 'POST', path: '/device/*', userId: 'partner02' })).body.result).toBe(0);
    const after = client(sim, await loginWith(sim, ...PARTNER02));
    const partnerToken = await loginWith(sim, 'partner', 'partner1234');
    const partner = client(sim, partnerToken);

    for (const trainee of [before, after]) {
      expect((await trainee.post('/device/list', {})).body.result).toBe(FAILURE.REJECTED);
      // Asked together, the other company's partner is answered first, at once; the trainee waits.
      const [slow, quick] = await Promise.all([timed(trainee.post('/company/list', {})), timed(partner.post('/company/list', {}))]);
      expect([slow.res.body.result, quick.res.body.result]).toEqual([0, 0]);
      expect(quick.at).toBeLessThan(slow.at);
    }
    expect((await partner.post('/device/list', {})).body.result).toBe(0);
    expect((await client(sim, await loginWith(sim, 'admin', 'admin1234')).post('/device/list', {})).body.result).toBe(0);

    // ADMIN sees whom each fault is aimed at, and that only the trainee's calls were hit.
    const list = (await admin.get('/faults')).body.data.list as { faultId: number; userId: string | null; hits: number; sessionOnly: boolean }[];
    expect(list.map((f) => [f.userId, f.hits, f.sessionOnly])).toEqual([['partner02', 2], ['partner02', 2]].map(([u, h]) => [u, h, false]));
    // The trainee sees them as aimed at itself (an exercise), cannot clear them, and the other partner sees none.
    const trainee = steer(sim, await loginWith(sim, ...PARTNER02));
    expect(((await trainee.get('/faults')).body.data.list as { aimedAtYou: boolean; mine: boolean }[]).map((f) => [f.aimedAtYou, f.mine])).toEqual([[true, false], [true, false]]);
    expect((await trainee.post('/faults/clear', { faultId: list[0]!.faultId })).body.result).toBe(FAILURE.NOT_AUTHORIZED);
    expect((await trainee.post('/faults/clear', {})).body.data.cleared).toBe(0);
    expect((await steer(sim, partnerToken).get('/faults')).body.data.list).toEqual([]);
    // ADMIN's clearing of everything set for everyone ends the aimed faults too.
    expect((await admin.post('/faults/clear', {})).body.data.cleared).toBe(2);
    expect((await after.post('/device/list', {})).body.result).toBe(0);
  });

  it('cannot be aimed by a PARTNER, at an unknown user, or together with “my session only”, and nothing is set', { timeout: SLOW }, async () => {
    const sim = makeSim(TRAINING);
    const partner = steer(sim, await loginWith(sim, 'partner', 'partner1234'));
    const partnerKo = steer(sim, await loginWith(sim, 'partner', 'partner1234'), 'ko');
    const admin = control(sim);
    const before = ['door_opens', 'fault_notices', 'payments'].map((t) => rows(sim, t));

    for (const [path, body] of [
      ['/faults', { kind: 'error', userId: 'partner02' }],
      ['/faults', { kind: 'error', userId: 'partner' }],
      ['/scenarios/fridge-failure', { userId: 'partner02' }],
      ['/scenarios/lunch-rush', { userId: 'partner' }],
    ] as const) {
      const res = await partner.post(path, body);
      expect({ path, body, status: res.status, result: res.body.result }).toEqual({ path, body, status: 200, result: FAILURE.NOT_AUTHORIZED });
      expect(res.body.message).toBe('Only ADMIN may aim an API fault or a scenario at a user');
    }
    expect((await partnerKo.post('/faults', { kind: 'error', userId: 'partner02' })).body.message).toMatch(/내부 관리자\(ADMIN\)만/);

    const company1Kiosk = kiosksOf(sim, 1)[0]!;
    for (const [path, body, field, words] of [
      ['/faults', { kind: 'error', userId: 'nobody' }, 'userId', 'is not a user of the simulator (nobody)'],
      ['/faults', { kind: 'error', userId: 'partner02', sessionOnly: true }, 'userId', 'does not go with My session only'],
      ['/scenarios/fridge-failure', { userId: 'nobody' }, 'userId', 'is not a user of the simulator (nobody)'],
      ['/scenarios/fridge-failure', { userId: 'partner02', deviceIdxs: [company1Kiosk] }, 'deviceIdxs.0', `is not a kiosk of user partner02 (${company1Kiosk})`],
    ] as const) {
      const res = await admin.post(path, body);
      expect({ path, body, result: res.body.result, named: namesField(res.body, field) }).toEqual({ path, body, result: FAILURE.BAD_INPUT, named: true });
      expect(res.body.message).toContain(words);
    }
    expect((await admin.get('/faults')).body.data.list).toEqual([]);
    expect(['door_opens', 'fault_notices', 'payments'].map((t) => rows(sim, t))).toEqual(before);
  });
});

describe('scenarios aimed at one user', () => {
  /** A training world where ADMIN runs the scenarios aimed at partner02 (or nothing), then four hours pass. */
  async function world(aim: boolean) {
    const sim = makeSim(TRAINING);
    const answers: { deviceIdxs: number[]; description: { en: string } }[] = [];
    if (aim) {
      for (const name of ['fridge-failure', 'lunch-rush']) {
        const res = await control(sim).post(`/scenarios/${name}`, { userId: 'partner02' });
        expect({ name, result: res.body.result }).toEqual({ name, result: 0 });
        answers.push(res.body.data);
      }
    }
    /** Customers at a company's kiosks in the rush's hour. */
    const customersAt = (companyIdx: number) =>
      value(sim, `SELECT COUNT(*) FROM door_opens WHERE openType <> 'EMPLOYEE' AND openAt >= ? AND openAt < ? AND deviceIdx IN (${kiosksOf(sim, companyIdx).join(',')})`, '2026-11-21 09:00:00', '2026-11-21 10:00:00');
    await step(sim, 4 * HOUR_MS);
    return { sim, answers, customersAt };
  }

  it('fridge-failure and lunch-rush reach that user’s kiosks, and another company comes out as if nothing was aimed', { timeout: 4 * SLOW }, async () => {
    const control_ = await world(false);
    const aimed = await world(true);
    const company2 = kiosksOf(aimed.sim, 2);
    const [fridge, rush] = aimed.answers;
    expect(fridge!.deviceIdxs).toHaveLength(1);
    expect(company2).toContain(fridge!.deviceIdxs[0]);
    expect(rush!.deviceIdxs).toEqual(company2);
    expect(rush!.description.en).toContain(`at ${company2.length} devices`);
    // The trainee's kiosks got the crowd and the broken compressor…
    expect(aimed.customersAt(2)).toBeGreaterThan(2 * control_.customersAt(2));
    expect(value(aimed.sim, `SELECT COUNT(*) FROM fault_notices WHERE faultCode = 'REFRIGERATION_COMPRESSOR' AND deviceIdx = ?`, fridge!.deviceIdxs[0])).toBe(1);
    // …and company 1 (and 3) did exactly what they do in a world where nothing was aimed.
    for (const companyIdx of [1, 3]) expect({ companyIdx, ...companyHashes(aimed.sim, companyIdx) }).toEqual({ companyIdx, ...companyHashes(control_.sim, companyIdx) });
    expect(companyHashes(aimed.sim, 2)).not.toEqual(companyHashes(control_.sim, 2));
    expect(Number(companyHashes(aimed.sim, 1).payments.split(':')[0])).toBeGreaterThan(10);
  });
});

describe('the event feed', () => {
  it('keeps a quiet company’s lines on its partner’s page while another company is busy', { timeout: SLOW }, async () => {
    const sim = makeSim(TRAINING);
    const admin = control(sim);
    // Company 2 goes quiet (no customer opens an offline kiosk); company 1 gets a rush, then three days pass.
    for (const deviceIdx of kiosksOf(sim, 2)) expect((await admin.post(`/devices/${deviceIdx}/offline`, { offline: true })).body.result).toBe(0);
    const cut = ((await admin.get('/events')).body.data.list as { seq: number; type: string; deviceIdx: number }[]).filter((e) => e.type === 'DEVICE_LINK');
    expect(cut.map((e) => e.deviceIdx)).toEqual(kiosksOf(sim, 2));
    expect((await admin.post('/scenarios/lunch-rush', { userId: 'partner' })).body.result).toBe(0);
    // The rush's own line is company 1's: its partner reads it, partner02 does not.
    const rushLine = (page: { list: { type: string }[] }) => page.list.some((e) => e.type === 'SCENARIO');
    const trainee = steer(sim, await loginWith(sim, ...PARTNER02));
    expect(rushLine((await control(sim, 'en', 'partner').get('/events')).body.data)).toBe(true);
    expect(rushLine((await trainee.get('/events')).body.data)).toBe(false);
    await step(sim, 3 * 24 * HOUR_MS);

    const seqs = (list: { seq: number }[]) => new Set(list.map((e) => e.seq));
    // The whole world's newest lines have long pushed the cuts out…
    const world = (await admin.get('/events')).body.data;
    expect(world.list).toHaveLength(500);
    expect(cut.some((e) => seqs(world.list).has(e.seq))).toBe(false);
    // …but partner02 reads its own company's lines, the cuts among them, and nothing of company 1.
    const page = (await trainee.get('/events')).body.data as { list: { seq: number; deviceIdx: number | null }[]; lastSeq: number };
    expect(cut.every((e) => seqs(page.list).has(e.seq))).toBe(true);
    expect(page.list.every((e) => e.deviceIdx !== null && kiosksOf(sim, 2).includes(e.deviceIdx))).toBe(true);
    expect(page.lastSeq).toBe(world.lastSeq);
  });
});
