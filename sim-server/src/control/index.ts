// The simulator's own control API under /sim (never /api/v1): reset, outbox, session expiry,
// health. Not mounted in Live mode.
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { languageOf, translate, type TextKey } from '../i18n';
import { DEFAULT_STYLE, SimFailure, renderFailure } from '../http/failure';
import { UNSCOPED } from '../db/sql';
import type { SimServices } from '../http/mount';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { appVersion } from '../runtime-config';
import { PRESETS, type PresetName } from '../world/presets';
import { resetWorld, worldInfo } from '../world/seed';

const resetBody = z
  .object({
    seed: z.number().int().nonnegative().optional(),
    preset: z.enum(Object.keys(PRESETS) as [PresetName, ...PresetName[]]).optional(),
  })
  .strict();

/** Answers `{ result: 0, message, data }`; failures as JSON like the API's. */
function control(run: (req: express.Request) => unknown, messageKey: TextKey = 'normallyProcessed'): RequestHandler {
  return (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const data = run(req);
      res.json({ result: 0, message: translate(languageOf(req), messageKey), data });
    } catch (error) {
      if (!(error instanceof SimFailure)) throw error;
      res.status(error.status).json(renderFailure(DEFAULT_STYLE, error, languageOf(req)));
    }
  };
}

export function controlRouter({ repos, options }: SimServices): Router {
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
    })),
  );

  router.use(notFound);
  return router;
}
