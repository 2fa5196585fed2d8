// A simulator listening on a free loopback port, with its own database file and a still fleet: what a
// black-box test (the contract suite, a proxy in front of it) talks to over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimApp, type SimApp } from '../../sim-server/src/app';

export interface ListeningSim {
  /** Origin, e.g. http://127.0.0.1:40123 (the API is under /api/v1). */
  baseUrl: string;
  /** The app itself (its database, to see what a black-box run changed). */
  sim: SimApp;
  close(): Promise<void>;
}

export async function startListeningSim(): Promise<ListeningSim> {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-contract-'));
  const sim = createSimApp({ db: join(dir, 'sim.db'), logError: () => {}, fleet: { autoRun: false } });
  const server = await new Promise<Server>((resolve) => {
    const s = sim.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sim,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      sim.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
