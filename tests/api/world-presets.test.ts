// The world presets: the demo world stays exactly the world it was (its rows are the fixtures of
// every other test and of the docs' screenshots), and the training world gives each trainee a
// small company of their own.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../sim-server/src/world/generate';
import { PRESETS } from '../../sim-server/src/world/presets';
import { worldInfo } from '../../sim-server/src/world/seed';
import { loginWith, makeSim, client, value } from './support';

describe('the demo world', () => {
  it('is byte for byte the world of the default seed it has always been', () => {
    // Changing it on purpose changes every fixture built on it: update this hash in the same commit.
    const hash = createHash('sha256').update(JSON.stringify(generateWorld(20261121, 'demo'))).digest('hex');
    expect(hash).toBe('0fb2e637835f052d6466a4845ca3841313b2ea0ce977edf03abfbc806ed8483c');
  });
});

describe('the training world', () => {
  it('gives each of four trainees a small company of their own, seen only by its partner', async () => {
    const sim = makeSim({ preset: 'training' });
    expect(worldInfo(sim.db!)).toMatchObject({ preset: 'training' });
    expect(value(sim, 'SELECT COUNT(*) FROM companies')).toBe(PRESETS.training.companies);
    expect(value(sim, 'SELECT COUNT(*) FROM devices')).toBeLessThanOrEqual(4 * 3 * 2);
    expect(value(sim, 'SELECT COUNT(*) FROM payments')).toBeGreaterThan(100);
    const partners = ['partner', 'partner02', 'partner03', 'partner04'];
    const seen = new Set<number>();
    for (const userId of partners) {
      const c = client(sim, await loginWith(sim, userId, `${userId}1234`));
      const companies = (await c.post('/company/list', {})).body.data.list as { companyIdx: number }[];
      expect(companies).toHaveLength(1);
      seen.add(companies[0]!.companyIdx);
      const devices = (await c.post('/device/list', {})).body.data.list as { companyIdx: number }[];
      expect(devices.length).toBeGreaterThan(0);
      expect(new Set(devices.map((d) => d.companyIdx))).toEqual(new Set([companies[0]!.companyIdx]));
    }
    expect(seen.size).toBe(4);
    // Every store and site of the other companies has its manager.
    expect(value(sim, `SELECT COUNT(*) FROM divisions d WHERE d.companyIdx > 1 AND d.divisionType <> 'WAREHOUSE'
      AND NOT EXISTS (SELECT 1 FROM user_divisions u WHERE u.divisionIdx = d.divisionIdx)`)).toBe(0);
  });
});
