// Security headers on what the process serves: the console page, the API and the control API all
// carry a Content-Security-Policy that allows only the console's own scripts and origin, refuse
// framing and sniffing, and send no referrer; product pictures keep their own stricter policy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { api, makeSim } from './support';

const webDist = mkdtempSync(join(tmpdir(), 'kiosk-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kiosk Console</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

function directives(header: string | undefined): Record<string, string> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]));
}

describe('security headers', () => {
  it('guard the console page, the API and the control API alike', async () => {
    const sim = makeSim({ webDist });
    for (const res of [await request(sim.app).get('/management/company'), await request(sim.app).post(api('/company/list')).send({}), await request(sim.app).get('/sim/health')]) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp).toMatchObject({ 'default-src': "'self'", 'script-src': "'self'", 'connect-src': "'self'", 'object-src': "'none'", 'frame-ancestors': "'none'" });
      expect(csp['upgrade-insecure-requests']).toBeUndefined(); // served over plain http too
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leaves product pictures their own sandboxed policy', async () => {
    const sim = makeSim();
    const res = await request(sim.app).get('/media/product-images/generated/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
});
