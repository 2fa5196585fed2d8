// GET /runtime-config.json: which back end this console talks to (Simulator or Live),
// the demo accounts of the simulator, the version, and the simulated clock as the page loaded.
import { create } from 'zustand';
import { RUNTIME_CONFIG_PATH } from '@contract/constants';
import type { ClockState } from '@contract/sim-basics';

/** Which back end the console talks to (runtime config). */
export type Backend = 'simulator' | 'live';

export interface DemoAccount {
  userId: string;
  password: string;
  authType: string;
  userType: string;
  userName: string;
}

/** Which back end, never where it is: the server does not publish the Live API's address. */
export interface RuntimeConfig {
  backend: Backend;
  demoAccounts: DemoAccount[];
  version: string;
  /** Simulator mode: the simulated clock when the config was answered (backendClock.ts hears it). */
  clock: ClockState | null;
  /** Simulator mode: a class is running, so a signed-in user may be a trainee (TraineeExercises). */
  classRunning: boolean;
}

/** When the config cannot be read we say Live: a production server must never pass for a demo. */
export const FALLBACK_CONFIG: RuntimeConfig = { backend: 'live', demoAccounts: [], version: '', clock: null, classRunning: false };

/** A clock as the simulator writes it, else null (checked by hand: no zod before the first screen). */
function parseClock(value: unknown): ClockState | null {
  const c = (value ?? {}) as Partial<ClockState>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (!finite(c.now) || !finite(c.speed) || c.speed < 0 || typeof c.paused !== 'boolean' || typeof c.nowText !== 'string') return null;
  return { now: c.now, nowText: c.nowText, speed: c.speed, paused: c.paused };
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = (value ?? {}) as Partial<RuntimeConfig>;
  return {
    backend: v.backend === 'simulator' ? 'simulator' : 'live',
    demoAccounts: Array.isArray(v.demoAccounts) ? v.demoAccounts.filter((a) => a && typeof a.userId === 'string') : [],
    version: typeof v.version === 'string' ? v.version : '',
    clock: v.backend === 'simulator' ? parseClock(v.clock) : null,
    classRunning: v.backend === 'simulator' && v.classRunning === true,
  };
}

/** `askedAt`: Date.now() when the config was asked for, so its clock can be run on from then. */
export const useRuntimeConfig = create<{ config: RuntimeConfig; loaded: boolean; askedAt: number }>(() => ({ config: FALLBACK_CONFIG, loaded: false, askedAt: 0 }));

async function readRuntimeConfig(): Promise<RuntimeConfig | null> {
  try {
    const res = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (res.ok) return parseRuntimeConfig(await res.json());
  } catch {
    // Unreachable config: the caller decides.
  }
  return null;
}

/** The page's first read. An unreadable config stays on the safe side (Live). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const askedAt = Date.now();
  const config = (await readRuntimeConfig()) ?? FALLBACK_CONFIG;
  useRuntimeConfig.setState({ config, loaded: true, askedAt });
  return config;
}

/** Reads it again (after a sign-in); a failed read keeps what the page knows. */
export async function refreshRuntimeConfig(): Promise<void> {
  const askedAt = Date.now();
  const config = await readRuntimeConfig();
  if (config) useRuntimeConfig.setState({ config, askedAt });
}
