// The product's settings, read from the environment by the command (`kiosk-console`, `npm start`):
// one table says each variable's default and meaning (printed by `--help`) and one reader checks them.
import { resolve } from 'node:path';
import { publicUrlOf, MAX_SPEED, DEFAULT_TOKEN_TTL_SECONDS, DEFAULT_COMPANY_FILE_QUOTA_MB, DEFAULT_DATABASE_MAX_MB, DEFAULT_LIVE_TIMEOUT_SECONDS, MB, type SimOptions } from './options';
import { PRESETS, type PresetName } from './world/presets';

export interface Setting {
  name: string;
  default: string;
  meaning: string;
}

export const SETTINGS: readonly Setting[] = [
  { name: 'PORT', default: '8080', meaning: 'port of the console and the API' },
  { name: 'HOST', default: '127.0.0.1', meaning: 'interface to listen on: this computer only; 0.0.0.0 serves every network it is on' },
  { name: 'ALLOWED_HOSTS', default: 'unset', meaning: 'extra host names the server is reached by (comma-separated, e.g. a DNS name)' },
  { name: 'PUBLIC_URL', default: 'the address reached', meaning: 'address others open the console at, for links in mails (e.g. http://192.168.1.20:8080); unset: the address and port the server was reached at, never the Host a request names' },
  { name: 'SIM_DB', default: 'data/sim.db', meaning: 'SQLite file of the simulated world (:memory: for a throw-away one), relative to the current folder' },
  { name: 'SIM_SEED', default: 'fixed', meaning: 'seed of the generated world: same seed, same world' },
  { name: 'SIM_PRESET', default: 'demo', meaning: `size and shape of the world: ${Object.keys(PRESETS).join(', ')}` },
  { name: 'SIM_TOKEN_TTL', default: String(DEFAULT_TOKEN_TTL_SECONDS), meaning: 'session lifetime in seconds' },
  { name: 'SIM_SPEED', default: '1', meaning: 'how fast the simulated kiosks live: 60 = an hour a minute, 0 = paused' },
  { name: 'UPLOAD_QUOTA_MB', default: String(DEFAULT_COMPANY_FILE_QUOTA_MB), meaning: "MB of uploaded files one company may store (its users' documents, its products' pictures and documents)" },
  { name: 'SIM_DB_MAX_MB', default: String(DEFAULT_DATABASE_MAX_MB), meaning: 'uploads are refused once the database would grow past this many MB' },
  { name: 'API_TARGET', default: 'unset', meaning: 'address of a production API (with or without /api/v1): Live mode, nothing simulated' },
  { name: 'LIVE_TIMEOUT_SECONDS', default: String(DEFAULT_LIVE_TIMEOUT_SECONDS), meaning: 'Live mode: seconds production may stay silent before a call is answered "cannot be reached"' },
];

/** A setting the command cannot start with; its message names the variable and what it takes. */
export class SettingsError extends Error {}

export interface Settings {
  port: number;
  host: string;
  allowedHosts: string[];
  options: SimOptions;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new SettingsError(`${name} must be a whole number ≥ ${min}, got '${raw}'`);
  return value;
}

function publicUrlFrom(env: Env): string | null {
  if (!env.PUBLIC_URL) return null;
  try {
    return publicUrlOf(env.PUBLIC_URL);
  } catch (error) {
    throw new SettingsError(`PUBLIC_URL: ${(error as Error).message}`);
  }
}

function megabytesFrom(env: Env, name: string): number | undefined {
  const mb = intFrom(env, name, 1);
  return mb === undefined ? undefined : mb * MB;
}

/** SIM_SPEED: simulated time per real time (1 = real time, 60 = an hour a minute, 0 = paused). */
function speedFrom(env: Env): number | undefined {
  const raw = env.SIM_SPEED;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > MAX_SPEED) throw new SettingsError(`SIM_SPEED must be a number from 0 to ${MAX_SPEED}, got '${raw}'`);
  return value;
}

function presetFrom(env: Env): PresetName | undefined {
  const raw = env.SIM_PRESET;
  if (!raw) return undefined;
  if (!(raw in PRESETS)) throw new SettingsError(`SIM_PRESET must be one of ${Object.keys(PRESETS).join(', ')}, got '${raw}'`);
  return raw as PresetName;
}

/** The settings in `env`, checked; `webDist` is the built console when there is one. */
export function readSettings(env: Env, webDist: string | null): Settings {
  const dbPath = env.SIM_DB || 'data/sim.db';
  const allowedHosts = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return {
    port: intFrom(env, 'PORT', 0) ?? 8080,
    // Loopback unless told: a laptop on a customer's Wi-Fi serves nobody but itself (HOST=0.0.0.0 serves others).
    host: env.HOST || '127.0.0.1',
    allowedHosts,
    options: {
      db: dbPath === ':memory:' ? dbPath : resolve(dbPath),
      seed: intFrom(env, 'SIM_SEED', 0),
      preset: presetFrom(env),
      tokenTtlSeconds: intFrom(env, 'SIM_TOKEN_TTL', 1),
      companyFileQuotaBytes: megabytesFrom(env, 'UPLOAD_QUOTA_MB'),
      databaseMaxBytes: megabytesFrom(env, 'SIM_DB_MAX_MB'),
      publicUrl: publicUrlFrom(env),
      apiTarget: env.API_TARGET || null,
      liveTimeoutSeconds: intFrom(env, 'LIVE_TIMEOUT_SECONDS', 1),
      webDist,
      allowedHosts,
      fleet: { speed: speedFrom(env) },
    },
  };
}

/** `kiosk-console --help`. */
export function helpText(version: string): string {
  const width = Math.max(...SETTINGS.map((s) => s.name.length));
  return [
    `kiosk-console ${version} — Kiosk Console and the simulator of its back end, in one process.`,
    '',
    'Usage: kiosk-console [--help] [--version]',
    '       kiosk-console contract [options]  (the contract suite against an API: kiosk-console contract --help)',
    '',
    'Starts the console on http://localhost:8080 with a simulated fleet (a demo world is seeded on',
    'first start and kept in data/sim.db), or in front of a production API with API_TARGET.',
    '',
    'Settings (environment variables):',
    ...SETTINGS.map((s) => `  ${s.name.padEnd(width)}  ${s.meaning} (default: ${s.default})`),
    '',
    'Example: PORT=3000 SIM_SPEED=60 kiosk-console',
  ].join('\n');
}
