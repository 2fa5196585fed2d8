// createSimApp: the whole product as one Express app, with no listen and no module state, so
// tests build one per test. Simulator mode opens (and if new, seeds) the database; Live mode
// proxies /api/v1, serves the API's description and opens nothing. Every request passes the same
// checks first (http/pipeline.ts).
import express, { type Express } from 'express';
import { API_BASE, RUNTIME_CONFIG_PATH, catalog } from '../../contract/index';
import { openDatabase, type Db } from './db/open';
import { reportRunner, type ReportRunner } from './db/report-thread';
import { walCheckpointer, type Checkpointer } from './db/checkpointer';
import { createRepositories, type Repositories } from './db/repositories/index';
import { LoginThrottle } from './auth/login-throttle';
import { liveUserOf } from './auth/session';
import { loadCourses } from './classroom/courses';
import { classroomProgress } from './classroom/progress';
import { PasswordChecker, verifyPassword } from './auth/password';
import { controlRouter } from './control/index';
import { apiDocsRouter } from './control/api-docs';
import { InjectedFaults } from './control/injected-faults';
import { FleetRuntime } from './fleet-runtime/index';
import { apiNotFound, finalErrorHandler, notFound } from './http/errors';
import { catalogRouter } from './http/mount';
import { requestPipeline } from './http/pipeline';
import { securityHeaders } from './http/security';
import { liveProxy } from './live-proxy';
import { PictureLinks } from './media/picture-links';
import { PRODUCT_IMAGE_BASE, productImageRouter } from './media/product-images';
import { resolveOptions, type ResolvedOptions, type SimOptions } from './options';
import { simulatedHandlers } from './routes/index';
import { runtimeConfigHandler } from './runtime-config';
import { serveConsole } from './static';
import { publishedPassword } from './auth/demo-accounts';
import { ensureWorld } from './world/seed';
import { classRunning } from './classroom/lock';
import { isLoopbackAddress } from './http/public-url';

export type { SimOptions } from './options';

export interface SimApp {
  app: Express;
  mode: 'simulator' | 'live';
  options: ResolvedOptions;
  /** The database (null in Live mode), for tests and the CLI. */
  db: Db | null;
  repos: Repositories | null;
  /** The simulated fleet and its clock (null in Live mode). */
  fleet: FleetRuntime | null;
  /** How long seeding a new world took (ms); null when the database already held one, or in Live mode. */
  seededMs: number | null;
  close(): void;
}

/** The catalog's upload calls, as the pipeline sees their paths: the only writes that are not JSON. */
const UPLOAD_PATHS = new Set(catalog.filter((e) => e.bodyKind === 'multipart').map((e) => `${API_BASE}${e.path}`));

export function createSimApp(options: SimOptions = {}): SimApp {
  const resolved = resolveOptions(options);
  const app = express();
  app.disable('x-powered-by');
  app.use(requestPipeline({ allowedHosts: resolved.allowedHosts, uploadPaths: UPLOAD_PATHS, securityHeaders: securityHeaders() }));
  let db: Db | null = null;
  let repos: Repositories | null = null;
  let reports: ReportRunner | null = null;
  let checkpoints: Checkpointer | null = null;
  let fleet: FleetRuntime | null = null;
  let seededMs: number | null = null;
  const publishedHashes = new Map<string, Promise<boolean>>();
  app.get(
    RUNTIME_CONFIG_PATH,
    runtimeConfigHandler(resolved.apiTarget, {
      classRunning: () => db !== null && classRunning(db),
      clock: () => fleet?.clockState() ?? null,
      fromThisComputer: (req) => isLoopbackAddress(resolved.clientAddress(req)),
      stillPublished: (userId) => {
        const hash = repos?.users.credentials(userId)?.passwordHash;
        if (!hash) return Promise.resolve(false);
        // A stored hash names one password for good, so what it answers never goes stale.
        let known = publishedHashes.get(hash);
        if (!known) publishedHashes.set(hash, (known = verifyPassword(publishedPassword(userId), hash)));
        return known;
      },
    }),
  );
  if (resolved.apiTarget) {
    app.use(liveProxy(resolved.apiTarget, resolved.logError, resolved.liveTimeoutSeconds * 1000));
    // The API's description is this product's, not production's: served here, as the simulator serves it.
    app.use('/sim', apiDocsRouter());
  } else {
    // A course that cannot be used stops the start before anything is opened.
    const courses = loadCourses(resolved.coursesDir);
    db = openDatabase(resolved.image ?? resolved.db);
    // Started before seeding: a new large world's commit then leaves its 900 MB WAL to the thread.
    checkpoints = walCheckpointer(db, resolved.logError);
    try {
      const started = performance.now();
      if (ensureWorld(db, resolved.seed, resolved.preset)) seededMs = Math.round(performance.now() - started);
    } catch (error) {
      void checkpoints.close();
      db.close();
      throw error;
    }
    repos = createRepositories(db);
    try {
      const wal = checkpoints;
      fleet = new FleetRuntime({ repos, wallClock: resolved.clock, logError: resolved.logError, catchUpWaits: () => wal.behind(), ...resolved.fleet });
    } catch (error) {
      void checkpoints.close();
      db.close();
      throw error;
    }
    const { sessions } = repos;
    const runningFleet = fleet;
    const progress = classroomProgress({ db, courses, simNowMs: () => runningFleet.now(), wallNow: () => resolved.clock.now(), logError: resolved.logError });
    reports = reportRunner(db);
    const services = { repos, reports, options: resolved, fleet, faults: new InjectedFaults(() => resolved.clock.now(), (token) => liveUserOf(sessions.find(token), resolved.clock.now())), loginThrottle: new LoginThrottle(), passwords: new PasswordChecker(), pictureLinks: new PictureLinks(() => resolved.clock.now()), courses, progress };
    app.use(API_BASE, catalogRouter(simulatedHandlers, services));
    app.use('/sim', controlRouter(services));
    // A picture that is not there is a JSON 404, never the console's page.
    app.use(PRODUCT_IMAGE_BASE, productImageRouter(repos, services.pictureLinks), notFound);
  }

  if (resolved.webDist) serveConsole(app, resolved.webDist);
  app.use('/api', apiNotFound);
  app.use(notFound);
  app.use(finalErrorHandler(resolved.logError));

  return {
    app,
    mode: resolved.apiTarget ? 'live' : 'simulator',
    options: resolved,
    db,
    repos,
    fleet,
    seededMs,
    close() {
      reports?.close();
      fleet?.close();
      void checkpoints?.close();
      if (db?.open) db.close();
    },
  };
}
