// The faults part of the control API (contract/sim-faults.ts): list, set and clear faults injected
// into /api/v1. ADMIN sets faults for everyone or for its own session; a PARTNER (a trainee, a
// salesperson's partner account) only for its own session, so it never reaches anyone else.
import { Router } from 'express';
import { FAILURE, MAX_INJECTED_FAULTS, SIM_FAULTS, faultClearBody, injectedFaultBody } from '../../../contract/index';
import { SimFailure, fail } from '../http/failure';
import { validate } from '../http/validate';
import { controlRoute, type AccessServices } from './access';
import type { InjectedFaults } from './injected-faults';

export function faultRoutes(faults: InjectedFaults, services: AccessServices): Router {
  const router = Router();

  controlRoute(router, services, SIM_FAULTS.list, (_req, caller) => ({ list: faults.list(caller.token, caller.isAdmin) }));

  controlRoute(router, services, SIM_FAULTS.add, (req, caller) => {
    const body = validate(injectedFaultBody, req.body ?? {}, 'body');
    if (!body.sessionOnly && !caller.isAdmin) throw new SimFailure(FAILURE.NOT_AUTHORIZED, { key: 'faultForEveryoneAdminOnly' });
    // Every API call is checked against every fault: their number is bounded like their patterns.
    if (faults.count >= MAX_INJECTED_FAULTS) fail.rejected('tooManyFaults', { count: faults.count });
    faults.add(body, caller.token);
    return { list: faults.list(caller.token, caller.isAdmin) };
  });

  controlRoute(router, services, SIM_FAULTS.clear, (req, caller) => {
    const { faultId } = validate(faultClearBody, req.body ?? {}, 'body');
    const visible = faults.list(caller.token, caller.isAdmin);
    if (faultId !== undefined && !visible.some((f) => f.faultId === faultId)) fail.badInput('faultId', 'noActiveFault', { value: faultId });
    if (faultId !== undefined && !caller.isAdmin && !visible.find((f) => f.faultId === faultId)!.mine) {
      throw new SimFailure(FAILURE.NOT_AUTHORIZED, { key: 'faultForEveryoneAdminOnly' });
    }
    const cleared = faults.clear(caller.token, faultId, caller.isAdmin);
    return { cleared, list: faults.list(caller.token, caller.isAdmin) };
  });

  return router;
}
