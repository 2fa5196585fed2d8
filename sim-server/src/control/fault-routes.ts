// The faults part of the control API (contract/sim-faults.ts): list, set and clear faults injected
// into /api/v1. A fault for "my session only" needs the caller's bearer token.
import { Router, type Request } from 'express';
import { SIM_BASE, SIM_FAULTS, faultClearBody, injectedFaultBody } from '../../../contract/index';
import { bearerToken } from '../auth/session';
import { fail } from '../http/failure';
import { validate } from '../http/validate';
import type { InjectedFaults } from './injected-faults';
import { control } from './respond';

const at = (entry: { path: string }) => entry.path.slice(SIM_BASE.length);
const tokenOf = (req: Request) => bearerToken(req.get('authorization'));

export function faultRoutes(faults: InjectedFaults): Router {
  const router = Router();

  router.get(at(SIM_FAULTS.list), control((req) => ({ list: faults.list(tokenOf(req)) })));

  router.post(
    at(SIM_FAULTS.add),
    control((req) => {
      const body = validate(injectedFaultBody, req.body ?? {}, 'body');
      const token = tokenOf(req);
      if (body.sessionOnly && !token) fail.badInput('sessionOnly', 'needs the Authorization header of the session to scope the fault to');
      faults.add(body, token);
      return { list: faults.list(token) };
    }),
  );

  router.post(
    at(SIM_FAULTS.clear),
    control((req) => {
      const { faultId } = validate(faultClearBody, req.body ?? {}, 'body');
      if (faultId !== undefined && !faults.has(faultId)) fail.badInput('faultId', `${faultId} is not an active fault`);
      const token = tokenOf(req);
      return { cleared: faults.clear(token, faultId), list: faults.list(token) };
    }),
  );

  return router;
}
