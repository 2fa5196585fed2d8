// The command's settings, its start-up lines and its Live-mode check of the production API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catchUpLines, durationInWords } from '../../sim-server/src/banner';
import { checkLiveTarget, liveTargetLine } from '../../sim-server/src/live-proxy';
import { SETTINGS, SettingsError, helpText, readSettings } from '../../sim-server/src/settings';
import { freePort } from '../support/freePort';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('settings from the environment', () => {
  it('defaults to this computer only, port 8080 and data/sim.db under the current folder', () => {
    const settings = readSettings({}, null);
    expect(settings).toMatchObject({ port: 8080, host: '127.0.0.1', allowedHosts: [] });
    expect(settings.options).toMatchObject({ db: resolve('data/sim.db'), apiTarget: null, webDist: null, fleet: { speed: undefined } });
  });

  it('reads every setting', () => {
    const settings = readSettings(
      { PORT: '3000', HOST: '0.0.0.0', ALLOWED_HOSTS: 'kiosk.example, demo.local', SIM_DB: ':memory:', SIM_SEED: '7', SIM_PRESET: 'training', SIM_TOKEN_TTL: '60', SIM_SPEED: '60', API_TARGET: '' },
      '/srv/dist',
    );
    expect(settings).toMatchObject({ port: 3000, host: '0.0.0.0', allowedHosts: ['kiosk.example', 'demo.local'] });
    expect(settings.options).toMatchObject({ db: ':memory:', seed: 7, preset: 'training', tokenTtlSeconds: 60, fleet: { speed: 60 }, webDist: '/srv/dist', apiTarget: null });
  });

  it('reads the limits, the public address and the Live timeout (issue 26)', () => {
    expect(readSettings({}, null).options).toMatchObject({ publicUrl: null, companyFileQuotaBytes: undefined, databaseMaxBytes: undefined, liveTimeoutSeconds: undefined });
    const settings = readSettings({ UPLOAD_QUOTA_MB: '50', SIM_DB_MAX_MB: '500', PUBLIC_URL: 'http://192.168.1.20:8080/', LIVE_TIMEOUT_SECONDS: '10' }, null);
    expect(settings.options).toMatchObject({ companyFileQuotaBytes: 50 * 1024 * 1024, databaseMaxBytes: 500 * 1024 * 1024, publicUrl: 'http://192.168.1.20:8080', liveTimeoutSeconds: 10 });
  });

  it.each([
    [{ UPLOAD_QUOTA_MB: '0' }, /UPLOAD_QUOTA_MB must be a whole number ≥ 1/],
    [{ SIM_DB_MAX_MB: 'lots' }, /SIM_DB_MAX_MB must be a whole number ≥ 1/],
    [{ LIVE_TIMEOUT_SECONDS: '0' }, /LIVE_TIMEOUT_SECONDS must be a whole number ≥ 1/],
    [{ PUBLIC_URL: 'kiosk.example' }, /PUBLIC_URL: public URL must be an address/],
    [{ PUBLIC_URL: 'http://kiosk.example/console' }, /PUBLIC_URL: public URL must be http:\/\/ or https:\/\/ with a host and port only/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '-1' }, /PORT must be a whole number ≥ 0/],
    [{ SIM_SPEED: '99999' }, /SIM_SPEED must be a number from 0 to 3600/],
    [{ SIM_PRESET: 'huge' }, /SIM_PRESET must be one of demo, training, large/],
    [{ SIM_TOKEN_TTL: '0' }, /SIM_TOKEN_TTL must be a whole number ≥ 1/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => readSettings(env, null)).toThrow(SettingsError);
    expect(() => readSettings(env, null)).toThrow(message);
  });

  it('--help lists every setting with its default', () => {
    const help = helpText('1.2.3');
    expect(help).toContain('kiosk-console 1.2.3');
    for (const setting of SETTINGS) expect(help).toMatch(new RegExp(`^  ${setting.name} +.+\\(default: ${setting.default.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`, 'm'));
  });
});

describe('the start-up catch-up, in words', () => {
  it.each([
    [30_000, 'less than a minute'],
    [60_000, '1 minute'],
    [3 * HOUR + 20 * 60_000, '3 hours 20 minutes'],
    [HOUR, '1 hour'],
    [4 * DAY + 18 * HOUR + 59 * 60_000, '4 days 18 hours'],
    [DAY, '1 day'],
  ])('%d ms is %s', (ms, words) => {
    expect(durationInWords(ms)).toBe(words);
  });

  it('says what the kiosks lived through and what was left out, without hours of "simulated time"', () => {
    const simNow = Date.parse('2026-11-27T00:00:00Z');
    const lines = catchUpLines({ runId: 3, newWorld: false, simNow, caughtUpMs: 7 * DAY, skippedMs: 2 * DAY + 5 * HOUR }, 7);
    expect(lines).toEqual([
      'brought up to now: the kiosks lived through the 7 days they were stopped (sales, restocking, faults)',
      'the 2 days 5 hours before 2026-11-20 09:00:00 KST were left out (at most 7 days are made up): no sales in that time',
    ]);
    expect(catchUpLines({ runId: 1, newWorld: true, simNow, caughtUpMs: 113.9 * HOUR, skippedMs: 0 }, 7)).toEqual([
      "brought up to now: the new world's kiosks lived through the 4 days 17 hours since 2026-11-22 15:06:00 KST (sales, restocking, faults)",
    ]);
    expect(catchUpLines({ runId: 4, newWorld: true, simNow, caughtUpMs: 7 * DAY, skippedMs: 0, inBackground: true }, 7)).toEqual([
      "being brought up to now: the new world's kiosks are living through the 7 days since 2026-11-20 09:00:00 KST (sales, restocking, faults, in the background while the server answers)",
    ]);
    expect(catchUpLines({ runId: 2, newWorld: false, simNow, caughtUpMs: 0, skippedMs: 0 }, 7)).toEqual([]);
  });
});

describe("Live mode's check of the production API at start", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server = undefined;
  });

  it('reports a server that answers, whatever its status', async () => {
    server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const check = await checkLiveTarget(target);
    expect(check).toEqual({ answered: true, status: 404 });
    expect(liveTargetLine(target, check)).toBe(`  Live API: ${target} answers (HTTP 404 to GET /api/v1/)`);
  });

  it('reports a server that does not answer, and what operators will read', async () => {
    const target = `http://127.0.0.1:${await freePort()}`;
    const check = await checkLiveTarget(target);
    expect(check).toEqual({ answered: false, reason: 'ECONNREFUSED' });
    expect(liveTargetLine(target, check)).toContain('does NOT answer (ECONNREFUSED)');
  });

  it('gives up on a server that accepts and never answers', async () => {
    server = createServer(() => undefined); // holds every request
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await checkLiveTarget(target, 200)).toEqual({ answered: false, reason: 'no answer within 0.2 s' });
    server.closeAllConnections();
  });
});
