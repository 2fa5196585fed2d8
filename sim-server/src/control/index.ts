// The simulator's own control API under /sim (never /api/v1): reset, outbox, session expiry,
// health, and the cockpit's clock, fleet, feed, device commands and scenarios (fleet-routes.ts).
// Not mounted in Live mode.
import express, { Router } from 'express';
import { z } from 'zod';
import { UNSCOPED } from '../db/sql';
import type { SimServices } from '../http/mount';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { appVersion } from '../runtime-config';
import { PRESETS, type PresetName } from '../world/presets';
import { resetWorld, worldInfo } from '../world/seed';
import { apiDocsRouter } from './api-docs';
import { faultRoutes } from './fault-routes';
import { fleetRoutes } from './fleet-routes';
import { bodyErrors, control } from './respond';

const resetBody = z
  .object({
    seed: z.number().int().nonnegative().optional(),
    preset: z.enum(Object.keys(PRESETS) as [PresetName, ...PresetName[]]).optional(),
  })
  .strict();

export function controlRouter({ repos, options, fleet, faults, answers }: SimServices): Router {
  const router = Router();
  const startedAt = options.clock.now();
  router.use(express.json({ limit: '100kb' }));

  router.post(
    '/reset',
    control((req) => {
      const body = validate(resetBody, req.body ?? {}, 'body');
      const seed = body.seed ?? options.seed;
      const preset = body.preset ?? options.preset;
      resetWorld(repos.db, seed, preset);
      fleet.reset(); // a new engine and clock for the new world
      faults.clearAll(); // a fresh world starts healthy
      answers.clear(); // nothing answered about the old world is true of the new one
      return { seed, preset };
    }, 'resetDone'),
  );

  router.get(
    '/outbox',
    control(() => {
      const list = repos.outbox.list();
      return { list, totalCount: list.length };
    }),
  );

  router.post('/sessions/expire', control(() => ({ expired: repos.sessions.expireAll(options.clock.now()) })));

  router.get(
    '/health',
    control(() => ({
      status: 'ok',
      mode: 'simulator',
      version: appVersion(),
      db: options.db,
      world: worldInfo(repos.db),
      counts: {
        companies: repos.companies.count(UNSCOPED),
        divisions: repos.divisions.count(UNSCOPED),
        devices: Object.values(repos.devices.countByStatus(UNSCOPED)).reduce((a, b) => a + b, 0),
        products: repos.products.count(),
        users: repos.users.count(),
      },
      uptimeSeconds: Math.round((options.clock.now() - startedAt) / 1000),
      clock: fleet.clockState(),
    })),
  );

  router.use(fleetRoutes(fleet));
  router.use(faultRoutes(faults));
  router.use(apiDocsRouter());
  router.use(bodyErrors);
  router.use(notFound);
  return router;
}
