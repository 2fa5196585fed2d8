// The simulator's own control API under /sim (never /api/v1): reset, outbox, session expiry,
// health, and the cockpit's clock, fleet, feed, device commands and scenarios (fleet-routes.ts).
// Not mounted in Live mode. Every call says who may make it (contract/sim-control.ts) and passes the
// API's pipeline (access.ts: body reader, validation, transaction, answer check, answers).
import { Router } from 'express';
import { SIM_CONTROL, type WORLD_PRESETS } from '../../../contract/index';
import { UNSCOPED } from '../db/sql';
import type { SimServices } from '../http/mount';
import type { InjectedFaults } from './injected-faults';
import { notFound } from '../http/errors';
import { appVersion } from '../runtime-config';
import type { PresetName } from '../world/presets';
import { freshWorld } from '../world/fresh-copy';
import { worldInfo } from '../world/seed';
import { assertNoClass } from '../classroom/lock';
import { apiDocsRouter } from './api-docs';
import { faultRoutes } from './fault-routes';
import { classroomService } from '../classroom/classroom';
import { classroomRoutes } from './classroom-routes';
import { fleetRoutes } from './fleet-routes';
import { loadTours, tourRoutes } from './tours';
import { controlRoute } from './access';

// The contract's preset names are the world's presets, no more and no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const presetsMatch: Same<(typeof WORLD_PRESETS)[number], PresetName> = true;
void presetsMatch;

export function controlRouter({ repos, options, fleet, faults, passwords, courses, progress }: SimServices & { faults: InjectedFaults }): Router {
  const router = Router();
  const startedAt = options.clock.now();
  // A trainee's steering may do an exercise (a kiosk restocked…): their checks run after it.
  const services = { repos, checkAnswers: options.checkAnswers, logError: options.logError, wallNow: () => options.clock.now(), afterSteer: (userIdx: number) => progress.evaluate(userIdx) };

  // The caller stays signed in (fresh-copy.ts); every other session ends with the old world. A world
  // replacement commits on its own (access.ts, RouteOptions.ownTransactions).
  controlRoute(router, services, SIM_CONTROL.reset, (_req, caller, { body }) => {
    assertNoClass(repos.db);
    const seed = body.seed ?? options.seed;
    const preset = body.preset ?? options.preset;
    freshWorld(repos, seed, preset, { keepToken: caller.token, reason: 'worldReset', now: services.wallNow() });
    fleet.reset(); // a new engine and clock for the new world
    faults.clearAll(); // a fresh world starts healthy
    return { seed, preset };
  }, { messageKey: 'resetDone', ownTransactions: true });

  controlRoute(router, services, SIM_CONTROL.outbox, () => {
    const list = repos.outbox.list();
    return { list, totalCount: list.length };
  });

  controlRoute(router, services, SIM_CONTROL.sessions, (_req, caller) => ({ others: repos.sessions.countOthers(options.clock.now(), caller.token) }));

  // `own`: the contract suite tests an expired session on a simulator others may be signed in to.
  controlRoute(router, services, SIM_CONTROL.expireSessions, (_req, caller, { body }) => ({
    expired: body.own ? repos.sessions.expireNow(caller.token, options.clock.now()) : repos.sessions.end({}, 'everyone', options.clock.now()),
  }));

  // Public: what a monitor or the contract suite asks to know it is talking to a running simulator.
  controlRoute(router, services, SIM_CONTROL.health, () => ({
    status: 'ok' as const,
    mode: 'simulator' as const,
    version: appVersion(),
    world: worldInfo(repos.db),
    /** Classroom courses loaded (fixtures/courses). */
    courses: courses.length,
    counts: {
      companies: repos.companies.count(UNSCOPED),
      divisions: repos.divisions.count(UNSCOPED),
      devices: Object.values(repos.devices.countByStatus(UNSCOPED)).reduce((a, b) => a + b, 0),
      products: repos.products.count(),
      users: repos.users.count(),
    },
    uptimeSeconds: Math.round((options.clock.now() - startedAt) / 1000),
    clock: fleet.clockState(),
  }));

  router.use(fleetRoutes(fleet, services));
  router.use(tourRoutes(loadTours(options.toursDir), fleet, { ...services, resetFaults: () => faults.clearAll() }));
  router.use(faultRoutes(faults, services));
  const classroom = classroomService({ repos, fleet, faults, wallNow: services.wallNow, progress });
  // A class the process stopped making is cleaned away at start (classroom.ts).
  classroom.removeHalfMade().catch((error: unknown) => options.logError('classroom: a half-made class could not be removed', error));
  router.use(classroomRoutes(classroom, progress, passwords, services));
  router.use(apiDocsRouter());
  router.use(notFound);
  return router;
}
