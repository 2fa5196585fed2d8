// GET /runtime-config.json: tells the console whether it talks to the Simulator or a Live API,
// so the badge is always right without a rebuild. It never says where the Live API is: this file is
// public, and production's address is for the operator (start-up banner, log), not for visitors.
// In Simulator mode it carries the simulated clock too, so a console's first screen knows "today"
// without a /sim call of its own (the shell reads /sim/clock again every minute).
import { readFileSync } from 'node:fs';
import type { Request, RequestHandler } from 'express';
import type { ClockState } from '../../contract/sim-basics';
import { sendJson } from './http/send-json';
import { publicDemoAccounts } from './auth/demo-accounts';

export interface RuntimeConfig {
  backend: 'simulator' | 'live';
  /** Offered on the login screen; empty in Live mode. */
  demoAccounts: ReturnType<typeof publicDemoAccounts>;
  version: string;
  /** The simulated clock as this answer was made; null in Live mode. */
  clock: ClockState | null;
  /** A class is running (classroom/): a signed-in console then asks whether its user is a trainee. */
  classRunning: boolean;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** What the handler asks of the running app. */
export interface RuntimeConfigSources {
  /** A class is running (classroom/lock.ts). */
  classRunning: () => boolean;
  /** The simulated clock now (null in Live mode). */
  clock: () => ClockState | null;
  /** The request comes from the server's own computer (published passwords work only there). */
  fromThisComputer: (req: Request) => boolean;
  /** The account still has its published password (one changed on My info is not offered). */
  stillPublished: (userId: string) => Promise<boolean>;
}

/**
 * Only whether `apiTarget` is set is published. The demo accounts are offered only to a browser on
 * the server's own computer (a published password is refused from the network), never while a
 * class runs (classroom/lock.ts), and only those whose password is still the published one.
 */
export function runtimeConfigHandler(apiTarget: string | null, sources: RuntimeConfigSources): RequestHandler {
  const config: Omit<RuntimeConfig, 'clock' | 'classRunning'> = {
    backend: apiTarget ? 'live' : 'simulator',
    demoAccounts: apiTarget ? [] : publicDemoAccounts(),
    version: appVersion(),
  };
  return async (req, res) => {
    const running = sources.classRunning();
    const offered = !running && sources.fromThisComputer(req);
    const still = offered ? await Promise.all(config.demoAccounts.map((a) => sources.stillPublished(a.userId))) : [];
    const demoAccounts = config.demoAccounts.filter((_, i) => still[i]);
    sendJson(res, 200, { ...config, demoAccounts, clock: sources.clock(), classRunning: running });
  };
}
