// The seeded world: deterministic, realistic, complete.
import { describe, expect, it } from 'vitest';
import { AUTH_TYPES, USER_TYPES } from '../../contract/index';
import { verifyPassword } from '../../sim-server/src/auth/password';
import { DEMO_ACCOUNTS } from '../../sim-server/src/auth/demo-accounts';
import { generateWorld } from '../../sim-server/src/world/generate';
import { makeSim, rows } from './support';

const WORLD_TABLES = [
  'companies', 'divisions', 'devices', 'trays', 'products', 'users', 'user_divisions', 'meta',
  'user_attachments', 'employee_reset_policies', 'employee_uid_times',
  'product_mappings', 'product_transactions', 'payments', 'payment_lines', 'door_opens', 'fault_notices', 'self_checks', 'temperature_samples',
  'product_orders', 'product_order_lines', 'promotions', 'employee_uids', 'employee_point_logs',
  'product_trainings', 'device_models', 'device_model_products',
];
function dump(sim: ReturnType<typeof makeSim>): string {
  return JSON.stringify(
    WORLD_TABLES.map((t) => rows(sim, t).map((r) => ({ ...(r as object), passwordHash: undefined }))), // hashes are salted
  );
}

describe('world generation', () => {
  it('gives byte-identical worlds for the same seed and different ones for another seed', () => {
    expect(JSON.stringify(generateWorld(20261121))).toBe(JSON.stringify(generateWorld(20261121)));
    expect(JSON.stringify(generateWorld(1))).not.toBe(JSON.stringify(generateWorld(2)));
  });

  it('writes the same rows into two databases with the same seed', () => {
    const a = makeSim({ seed: 99 });
    const b = makeSim({ seed: 99 });
    const c = makeSim({ seed: 100 });
    expect(dump(a)).toBe(dump(b));
    expect(dump(a)).not.toBe(dump(c));
  });

  it('has companies with every provider combination and 2–4 divisions each', () => {
    const w = generateWorld(20261121);
    expect(w.companies).toHaveLength(8);
    expect(new Set(w.companies.map((c) => c.provider))).toEqual(new Set(['TC', 'ZELOTEK', 'TC,ZELOTEK', null]));
    expect(new Set(w.companies.map((c) => c.businessNumber)).size).toBe(8);
    for (const c of w.companies) {
      expect(c.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
      const n = w.divisions.filter((d) => d.companyIdx === c.companyIdx).length;
      expect(n).toBeGreaterThanOrEqual(c.companyIdx === 1 ? 3 : 2);
      expect(n).toBeLessThanOrEqual(4);
    }
  });

  it('puts 1–4 devices in every store and site, none in warehouses, each with 3–6 trays', () => {
    const w = generateWorld(20261121);
    for (const d of w.divisions) {
      const n = w.devices.filter((v) => v.divisionIdx === d.divisionIdx).length;
      if (d.divisionType === 'WAREHOUSE') expect(n).toBe(0);
      else expect(n >= 1 && n <= 4).toBe(true);
    }
    expect(new Set(w.devices.map((v) => v.serialNumber)).size).toBe(w.devices.length);
    for (const v of w.devices) {
      expect(v.serialNumber).toMatch(/^(TC|ZT)-(AIF|VND|KSK)-\d{4}-\d{6}$/);
      const trays = w.trays.filter((t) => t.deviceIdx === v.deviceIdx);
      expect(trays.length >= 3 && trays.length <= 6).toBe(true);
      expect(trays.map((t) => t.trayNo)).toEqual(trays.map((_, i) => i + 1));
      for (const t of trays) {
        if (v.deviceType === 'AI_FRIDGE') expect(t.setTemperature! >= 3 && t.setTemperature! <= 4).toBe(true);
      }
    }
    const online = w.devices.filter((v) => v.status === 'ONLINE').length;
    expect(online / w.devices.length).toBeGreaterThan(0.5);
  });

  it('has a Korean product master with won prices, lower costs and valid 880 barcodes', () => {
    const w = generateWorld(20261121);
    expect(w.products.length).toBeGreaterThanOrEqual(40);
    expect(w.products.map((p) => p.productName)).toContain('참치마요 삼각김밥');
    for (const p of w.products) {
      expect(p.price % 100).toBe(0);
      expect(p.cost).toBeLessThan(p.price);
      expect(p.barcode).toMatch(/^880\d{10}$/);
      const digits = [...p.barcode].map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });

  it('gives companies their own products beside the shared catalog, and most products a generated picture', () => {
    const w = generateWorld(20261121);
    const own = w.products.filter((p) => p.companyIdx !== null);
    expect(w.products.filter((p) => p.companyIdx === null).map((p) => p.productIdx)).toEqual(w.products.slice(0, 40).map((p) => p.productIdx));
    expect(own.filter((p) => p.companyIdx === 1)).toHaveLength(3);
    expect(new Set(own.map((p) => p.companyIdx)).size).toBeGreaterThan(2);
    for (const p of own) expect(p.productName.startsWith(w.companies[p.companyIdx! - 1]!.companyName.replace('(주)', ''))).toBe(true);
    expect(w.products.map((p) => p.productIdx)).toEqual(w.products.map((_, i) => i + 1));
    const bare = w.products.filter((p) => p.imgFullPath === null);
    expect(bare.length).toBeGreaterThanOrEqual(2);
    expect(bare.length / w.products.length).toBeLessThan(0.2);
    for (const p of w.products.filter((x) => x.imgFullPath !== null)) expect(p.imgFullPath).toBe(`/media/product-images/generated/${p.productIdx}.svg`);
  });

  it('gives the demo company a warehouse', () => {
    const w = generateWorld(20261121);
    expect(w.divisions.filter((d) => d.companyIdx === 1 && d.divisionType === 'WAREHOUSE')).toHaveLength(1);
    expect(w.divisions.map((d) => d.divisionIdx)).toEqual(w.divisions.map((_, i) => i + 1));
  });

  it('has users of every type and level, the demo accounts with their passwords, all hashed', async () => {
    const sim = makeSim();
    const users = rows(sim, 'users') as { userId: string; userType: string; authType: string; passwordHash: string; companyIdx: number | null }[];
    expect(new Set(users.map((u) => u.userType))).toEqual(new Set(USER_TYPES));
    expect(new Set(users.map((u) => u.authType))).toEqual(new Set(AUTH_TYPES));
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.userId === account.userId)!;
      expect(user).toMatchObject({ authType: account.authType, userType: account.userType });
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(user.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(account.password, user.passwordHash)).toBe(true);
      expect(await verifyPassword(account.password + 'x', user.passwordHash)).toBe(false);
    }
    expect(users.find((u) => u.userId === 'admin')!.companyIdx).toBeNull();
    expect(users.find((u) => u.userId === 'partner')!.companyIdx).toBe(1);
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(users.length); // random salts
  });

  it('gives about half the divisions a reset policy that fits its cycle, and every store 1–3 separate time slots', () => {
    const w = generateWorld(20261121);
    const share = w.resetPolicies.length / w.divisions.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.75);
    expect(new Set(w.resetPolicies.map((p) => p.divisionIdx)).size).toBe(w.resetPolicies.length);
    for (const p of w.resetPolicies) {
      const [min, max] = { DAILY: [0, 0], WEEKLY: [1, 7], MONTHLY: [1, 28] }[p.resetCycle];
      expect(p.resetDay >= min! && p.resetDay <= max!).toBe(true);
      expect(p.resetPoint).toBeGreaterThan(0);
    }
    for (const d of w.divisions) {
      const slots = w.uidTimes.filter((t) => t.divisionIdx === d.divisionIdx);
      if (d.divisionType !== 'STORE') {
        expect(slots).toEqual([]);
        continue;
      }
      expect(slots.length >= 1 && slots.length <= 3).toBe(true);
      slots.forEach((t, i) => {
        expect(t.startTime < t.endTime).toBe(true);
        if (i > 0) expect(slots[i - 1]!.endTime <= t.startTime).toBe(true); // in order, no overlap
      });
    }
  });

  it('gives the demo partner and some other users documents, stored as bytes with their names', () => {
    const sim = makeSim();
    const docs = rows(sim, 'user_attachments') as { userIdx: number; fileName: string; originalName: string; mimeType: string; fileSize: number; data: Buffer }[];
    const partnerIdx = sim.db!.prepare(`SELECT userIdx FROM users WHERE userId = 'partner'`).pluck().get();
    expect(docs.filter((d) => d.userIdx === partnerIdx).map((d) => d.fileName)).toEqual(['사업자등록증.pdf', '위탁운영계약서.pdf']);
    expect(new Set(docs.map((d) => d.userIdx)).size).toBeGreaterThan(1);
    for (const d of docs) {
      expect(d.fileSize).toBe(d.data.length);
      expect(d.fileName).toBe(d.originalName);
      if (d.mimeType === 'application/pdf') expect(d.data.subarray(0, 8).toString()).toBe('%PDF-1.4');
      else expect(d.mimeType).toBe('text/plain');
    }
  });
});
