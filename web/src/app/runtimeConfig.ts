// GET /runtime-config.json: which back end this console talks to (Simulator or Live),
// the demo accounts of the simulator, the version.
import { create } from 'zustand';
import { RUNTIME_CONFIG_PATH } from '@contract/constants';
import type { Backend } from './routes';

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
}

/** When the config cannot be read we say Live: a production server must never pass for a demo. */
export const FALLBACK_CONFIG: RuntimeConfig = { backend: 'live', demoAccounts: [], version: '' };

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const v = (value ?? {}) as Partial<RuntimeConfig>;
  return {
    backend: v.backend === 'simulator' ? 'simulator' : 'live',
    demoAccounts: Array.isArray(v.demoAccounts) ? v.demoAccounts.filter((a) => a && typeof a.userId === 'string') : [],
    version: typeof v.version === 'string' ? v.version : '',
  };
}

export const useRuntimeConfig = create<{ config: RuntimeConfig; loaded: boolean }>(() => ({ config: FALLBACK_CONFIG, loaded: false }));

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let config = FALLBACK_CONFIG;
  try {
    const res = await fetch(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (res.ok) config = parseRuntimeConfig(await res.json());
  } catch {
    // Unreachable config: stay on the safe side (Live).
  }
  useRuntimeConfig.setState({ config, loaded: true });
  return config;
}
