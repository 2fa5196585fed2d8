// Options of createSimApp and their defaults, resolved in one place.
import { serverOrigin } from '../../contract/index';
import type { IncomingMessage } from 'node:http';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { FleetOptions } from './fleet/index';
import { PRESETS, type PresetName } from './world/presets';
import { fileURLToPath } from 'node:url';

/** fixtures/tours at the top of the repository (and of the installed package). */
const DEFAULT_TOURS_DIR = fileURLToPath(new URL('../../fixtures/tours', import.meta.url));
/** fixtures/courses likewise: the classroom's courses. */
const DEFAULT_COURSES_DIR = fileURLToPath(new URL('../../fixtures/courses', import.meta.url));

export interface SimOptions {
  /** SQLite file path or ':memory:' (default ':memory:'; main.ts defaults to data/sim.db). */
  db?: string;
  /**
   * A database image (worldImage's answer) opened in memory instead of `db`: the world in it is used
   * as it is, so many simulators of one seeded world cost one seeding (tests).
   */
  image?: Buffer | null;
  /** Seed of the generated world: same seed, same world. */
  seed?: number;
  preset?: PresetName;
  /** Session lifetime in seconds (default 8 hours). */
  tokenTtlSeconds?: number;
  /** When set, the app is in Live mode: /api/v1 is proxied here and nothing is simulated. */
  apiTarget?: string | null;
  /**
   * The console's address as others open it, for links in mails (env PUBLIC_URL), e.g.
   * 'http://192.168.1.20:8080'. Default: the address and port the server was reached at on its socket.
   */
  publicUrl?: string | null;
  /** Live mode: seconds production may stay silent before a call is answered "cannot be reached" (default 30; env LIVE_TIMEOUT_SECONDS). */
  liveTimeoutSeconds?: number;
  /** Folder of the built console to serve; null = none. */
  webDist?: string | null;
  /**
   * Host names (or addresses) the server is served as, beyond loopback and the machine's own names
   * and addresses (env ALLOWED_HOSTS): a request for any other Host is refused (DNS rebinding).
   */
  allowedHosts?: readonly string[];
  /**
   * Real time: sessions expire by it and a running fleet catches up with it at start. Tests pass a
   * manual clock. Records are stamped with the fleet's simulated time instead (see `fleet`).
   */
  clock?: Clock;
  fleet?: FleetSimOptions;
  /** Where unexpected errors are reported (default console.error). */
  logError?: (message: string, error: unknown) => void;
  /**
   * Check every answer against its contract schema before it leaves; one outside it is answered
   * HTTP 500 (a simulator bug). Default: env SIM_CHECK_ANSWERS=1, which the tests (vitest.config.ts)
   * and `npm run dev` set; production leaves it out (docs/decisions.md, "Answers checked in tests").
   */
  checkAnswers?: boolean;
  /**
   * Bytes of uploaded files one company may store: its users' documents and its own products'
   * pictures and documents (default 200 MB; env UPLOAD_QUOTA_MB). An upload past it is refused.
   */
  companyFileQuotaBytes?: number;
  /** Uploads are refused once the database would grow past this many bytes (default 2 GB; env SIM_DB_MAX_MB). */
  databaseMaxBytes?: number;
  /** Folder of the demo tours, one JSON file each (default: fixtures/tours of the repository). */
  toursDir?: string;
  /** Folder of the classroom courses, one JSON file each (default: fixtures/courses of the repository). */
  coursesDir?: string;
  /**
   * The address a request came from (default: its socket's; no proxy is trusted). The sign-in brake
   * counts by it, and published passwords and the demo accounts are for loopback clients only; tests
   * stand in for another machine of the network here.
   */
  clientAddress?: (req: IncomingMessage) => string;
}

/** The simulated fleet and its clock. */
export interface FleetSimOptions {
  /**
   * true (default): at start the fleet catches up with real time (at most `maxCatchUpDays`), then
   * moves on a 1 s timer at `speed`. false (tests): no timer, no catch-up; time moves only by
   * POST /sim/clock { stepMs }, so a seed and a sequence of steps always give the same rows.
   */
  autoRun?: boolean;
  /** Simulated start of a new world's clock (epoch ms; default: the seed's reference date). A saved clock wins. */
  startAt?: number;
  /** Simulated ms per real ms (default 1, at most 3600); 0 = paused. Env SIM_SPEED. */
  speed?: number;
  /** Engine options (tests quieten the fleet with { traffic: false, faultsPerKioskDay: 0 … }). */
  engine?: Partial<FleetOptions>;
  /** Longest gap the start-up catch-up fills, in simulated days (default 7); older time is skipped. */
  maxCatchUpDays?: number;
}

export interface ResolvedFleetOptions {
  autoRun: boolean;
  startAt: number | undefined;
  speed: number;
  engine: Partial<FleetOptions>;
  maxCatchUpMs: number;
}

export const MAX_SPEED = 3600;
export const DEFAULT_MAX_CATCH_UP_DAYS = 7;

export const DEFAULT_SEED = 20261121;
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** How large a JSON body a mount reads: as body-parser takes it, and as a refusal says it. */
export interface BodyLimit {
  parser: string;
  text: string;
}
export const API_BODY_LIMIT: BodyLimit = { parser: '1mb', text: '1 MB' };
/** The control API's bodies are a few fields. */
export const SIM_BODY_LIMIT: BodyLimit = { parser: '100kb', text: '100 KB' };
export const MB = 1024 * 1024;
export const DEFAULT_COMPANY_FILE_QUOTA_MB = 200;
export const DEFAULT_DATABASE_MAX_MB = 2048;
export const DEFAULT_LIVE_TIMEOUT_SECONDS = 30;
export { UPLOAD_LIMIT_BYTES } from '../../contract/index';

export type ResolvedOptions = Required<Omit<SimOptions, 'apiTarget' | 'webDist' | 'fleet' | 'allowedHosts' | 'image' | 'publicUrl'>> & {
  publicUrl: string | null;
  image: Buffer | null;
  allowedHosts: readonly string[];
  apiTarget: string | null;
  webDist: string | null;
  fleet: ResolvedFleetOptions;
};

/** The address a request came from (no proxy is trusted, as with Express's default `req.ip`). */
function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** An http(s) origin without a path ('http://host:8080/' → 'http://host:8080'); anything else throws, naming what is wrong. */
export function publicUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`public URL must be an address such as http://192.168.1.20:8080, got '${raw}'`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`public URL must be http:// or https:// with a host and port only (no path), got '${raw}'`);
  }
  return url.origin;
}

function positive(name: string, value: number): number {
  if (!(value > 0)) throw new Error(`${name} must be positive, got ${value}`);
  return value;
}

export function resolveOptions(options: SimOptions): ResolvedOptions {
  const preset = options.preset ?? 'demo';
  if (!(preset in PRESETS)) throw new Error(`unknown preset '${preset}' (known: ${Object.keys(PRESETS).join(', ')})`);
  const ttl = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  if (!(ttl > 0)) throw new Error(`tokenTtlSeconds must be positive, got ${ttl}`);
  const fleet = options.fleet ?? {};
  const speed = fleet.speed ?? 1;
  if (!Number.isFinite(speed) || speed < 0 || speed > MAX_SPEED) throw new Error(`speed must be a number from 0 to ${MAX_SPEED}, got ${speed}`);
  const catchUpDays = fleet.maxCatchUpDays ?? DEFAULT_MAX_CATCH_UP_DAYS;
  if (!(catchUpDays >= 0)) throw new Error(`maxCatchUpDays must be ≥ 0, got ${catchUpDays}`);
  return {
    db: options.db ?? ':memory:',
    image: options.image ?? null,
    seed: options.seed ?? DEFAULT_SEED,
    preset,
    tokenTtlSeconds: ttl,
    // The production API's server: a target written with /api/v1 is taken as its server.
    apiTarget: options.apiTarget ? serverOrigin(options.apiTarget) : null,
    liveTimeoutSeconds: positive('liveTimeoutSeconds', options.liveTimeoutSeconds ?? DEFAULT_LIVE_TIMEOUT_SECONDS),
    publicUrl: options.publicUrl ? publicUrlOf(options.publicUrl) : null,
    webDist: options.webDist ?? null,
    allowedHosts: options.allowedHosts ?? [],
    clock: options.clock ?? systemClock,
    logError: options.logError ?? ((message, error) => console.error(`[sim] ${message}`, error)),
    checkAnswers: options.checkAnswers ?? process.env.SIM_CHECK_ANSWERS === '1',
    companyFileQuotaBytes: positive('companyFileQuotaBytes', options.companyFileQuotaBytes ?? DEFAULT_COMPANY_FILE_QUOTA_MB * MB),
    databaseMaxBytes: positive('databaseMaxBytes', options.databaseMaxBytes ?? DEFAULT_DATABASE_MAX_MB * MB),
    toursDir: options.toursDir ?? DEFAULT_TOURS_DIR,
    coursesDir: options.coursesDir ?? DEFAULT_COURSES_DIR,
    clientAddress: options.clientAddress ?? clientAddress,
    fleet: { autoRun: fleet.autoRun ?? true, startAt: fleet.startAt, speed, engine: fleet.engine ?? {}, maxCatchUpMs: catchUpDays * 24 * 60 * 60 * 1000 },
  };
}
