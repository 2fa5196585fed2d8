// Options of createSimApp and their defaults, resolved in one place.
import type { Clock } from './clock';
import { systemClock } from './clock';
import { PRESETS, type PresetName } from './world/presets';

export interface SimOptions {
  /** SQLite file path or ':memory:' (default ':memory:'; main.ts defaults to data/sim.db). */
  db?: string;
  /** Seed of the generated world: same seed, same world. */
  seed?: number;
  preset?: PresetName;
  /** Session lifetime in seconds (default 8 hours). */
  tokenTtlSeconds?: number;
  /** When set, the app is in Live mode: /api/v1 is proxied here and nothing is simulated. */
  apiTarget?: string | null;
  /** Folder of the built console to serve; null = none. */
  webDist?: string | null;
  /** Time source; tests pass a manual clock. */
  clock?: Clock;
  /** Where unexpected errors are reported (default console.error). */
  logError?: (message: string, error: unknown) => void;
}

export const DEFAULT_SEED = 20261121;
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const JSON_BODY_LIMIT = '1mb';
export { UPLOAD_LIMIT_BYTES } from '../../contract/index';

export type ResolvedOptions = Required<Omit<SimOptions, 'apiTarget' | 'webDist'>> & {
  apiTarget: string | null;
  webDist: string | null;
};

export function resolveOptions(options: SimOptions): ResolvedOptions {
  const preset = options.preset ?? 'demo';
  if (!(preset in PRESETS)) throw new Error(`unknown preset '${preset}' (known: ${Object.keys(PRESETS).join(', ')})`);
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!(ttl > 0)) throw new Error(`tokenTtlSeconds must be positive, got ${ttl}`);
  return {
    db: options.db ?? ':memory:',
    seed: options.seed ?? DEFAULT_SEED,
    preset,
    tokenTtlSeconds: ttl,
    apiTarget: options.apiTarget || null,
    webDist: options.webDist ?? null,
    clock: options.clock ?? systemClock,
    logError: options.logError ?? ((message, error) => console.error(`[sim] ${message}`, error)),
  };
}
