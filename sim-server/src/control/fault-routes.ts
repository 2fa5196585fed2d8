// The faults part of the control API (contract/sim-faults.ts): list, set and clear faults injected
// into /api/v1. ADMIN sets faults for everyone, for its own session or for one user (every session
// of a trainee); a PARTNER (a trainee, a salesperson's partner account) only for its own session, so
// it never reaches anyone else, and at most MAX_FAULTS_PER_USER of them, so it never uses up anyone
// else's room (docs/decisions.md, "Aiming faults and scenarios").
import { Router } from 'express';
import { MAX_FAULTS_PER_USER, MAX_INJECTED_FAULTS, SIM_FAULTS } from '../../../contract/index';
import { fail } from '../failure';
import { aimedUser, controlRoute, type AccessServices, type Caller } from './access';
import type { FaultViewer, InjectedFaults } from './injected-faults';

const viewerOf = (caller: Caller): FaultViewer => ({ token: caller.token, userIdx: caller.user.userIdx, userId: caller.user.userId, isAdmin: caller.isAdmin });

export function faultRoutes(faults: InjectedFaults, services: AccessServices): Router {
  const router = Router();

  controlRoute(router, services, SIM_FAULTS.list, (_req, caller) => ({ list: faults.list(viewerOf(caller)) }));

  controlRoute(router, services, SIM_FAULTS.add, (_req, caller, { body }) => {
    const target = aimedUser(caller, services.repos, body.userId);
    if (!body.sessionOnly && !caller.isAdmin) fail.notAuthorized('faultForEveryoneAdminOnly');
    // Every API call is checked against every fault: their number is bounded like their patterns,
    // ADMIN's and each other user's apart.
    const held = faults.heldBy(viewerOf(caller));
    if (caller.isAdmin && held >= MAX_INJECTED_FAULTS) fail.rejected('tooManyFaults', { count: held });
    if (!caller.isAdmin && held >= MAX_FAULTS_PER_USER) fail.rejected('tooManyOwnFaults', { count: held });
    faults.add(body, viewerOf(caller), target);
    return { list: faults.list(viewerOf(caller)) };
  });

  // A PARTNER clears only its own session's faults: not those hitting everyone, nor the exercise aimed at it.
  // ADMIN clears any fault, every fault, or one user's (aimed at them or set by them).
  controlRoute(router, services, SIM_FAULTS.clear, (_req, caller, { body: { faultId, userId } }) => {
    const user = aimedUser(caller, services.repos, userId);
    if (user) return { cleared: faults.clearForUser(user.userIdx), list: faults.list(viewerOf(caller)) };
    const visible = faults.list(viewerOf(caller));
    if (faultId !== undefined && !visible.some((f) => f.faultId === faultId)) fail.badInput('faultId', 'noActiveFault', { value: faultId });
    if (faultId !== undefined && !caller.isAdmin && !visible.find((f) => f.faultId === faultId)!.mine) {
      fail.notAuthorized('faultForEveryoneAdminOnly');
    }
    const cleared = faults.clear(viewerOf(caller), faultId);
    return { cleared, list: faults.list(viewerOf(caller)) };
  });

  return router;
}
