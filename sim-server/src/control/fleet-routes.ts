// The cockpit's part of the control API (contract/sim-control.ts): the simulated clock, the fleet at
// a glance, the event feed, commands to one device and scenarios. Input is checked before anything
// moves, so a bad request changes nothing; a device's refusal answers result 1 with its reason.
import { Router } from 'express';
import { SIM_CONTROL } from '../../../contract/index';
import { Scope } from '../auth/scope';
import { toWireDateTime } from '../clock';
import type { Repositories } from '../db/repositories/index';
import { REFUSALS, type FleetRuntime, type Outcome } from '../fleet-runtime/index';
import type { CommandResult } from '../fleet/index';
import { fail } from '../failure';
import { aimedUser, assertDevice, controlRoute, type AccessServices, type Caller } from './access';

function unwrap<T>(outcome: Outcome<T>): T {
  return outcome.ok ? outcome.value : fail.rejected('fleetRefused', { reason: REFUSALS[outcome.reason] });
}

/** A door session under way: its id and when it closes (the door and restock calls). */
function doorAnswer(result: CommandResult<{ sessionId: string; closeAt: number | null }>) {
  if (!result.ok) return fail.rejected('fleetRefused', { reason: REFUSALS[result.reason] });
  return { sessionId: result.sessionId, closeAt: result.closeAt, closeAtText: result.closeAt === null ? null : toWireDateTime(result.closeAt) };
}

export function fleetRoutes(fleet: FleetRuntime, services: AccessServices & { repos: Repositories }): Router {
  const router = Router();
  const { repos } = services;

  /** The path's device, if the fleet has it (unknown ⇒ result 3) and the caller may reach it. */
  const deviceOf = ({ deviceIdx }: { deviceIdx: number }, caller: Caller): number => {
    if (!fleet.hasDevice(deviceIdx)) fail.notFound('device');
    assertDevice(caller, repos, deviceIdx);
    return deviceIdx;
  };
  /** The kiosks a user reaches (null: every one). */
  const kiosksOf = (scope: Scope): Set<number> | null => (scope.isAdmin ? null : new Set(repos.devices.all(scope.filter).map((d) => d.deviceIdx)));
  const reachable = (caller: Caller) => kiosksOf(caller.scope);

  controlRoute(router, services, SIM_CONTROL.clockGet, () => fleet.clockState());

  // A step is written by the fleet runtime a stretch at a time (access.ts, RouteOptions.ownTransactions).
  controlRoute(router, services, SIM_CONTROL.clockSet, (_req, _caller, { body }) => fleet.changeClock(body), { ownTransactions: true });

  controlRoute(router, services, SIM_CONTROL.fleet, (_req, caller) => {
    const seen = reachable(caller);
    const { clock, kiosks } = fleet.fleet();
    return { clock, kiosks: seen ? kiosks.filter((k) => seen.has(k.deviceIdx)) : kiosks };
  });

  // A PARTNER reads what happened at its own company's kiosks; the world's own lines (clock, reset) are ADMIN's.
  controlRoute(router, services, SIM_CONTROL.events, (_req, caller, { query }) => fleet.events(query.since, caller.scope.filter.companyIdxs));

  controlRoute(router, services, SIM_CONTROL.door, (_req, caller, { params, body: request }) => {
    const deviceIdx = deviceOf(params, caller);
    if (request.employeeUidIdx !== undefined && request.mode !== undefined && request.mode !== 'POINT') {
      fail.badInput('mode', 'pointWithCard');
    }
    const onDevice = new Set(fleet.productsOf(deviceIdx));
    request.items?.forEach((item, i) => {
      if (!onDevice.has(item.productMappingIdx)) fail.badInput(`items.${i}.productMappingIdx`, 'notStockOfDevice', { value: item.productMappingIdx });
    });
    return doorAnswer(fleet.openDoor(deviceIdx, request));
  });

  controlRoute(router, services, SIM_CONTROL.restock, (_req, caller, { params, body }) => {
    const deviceIdx = deviceOf(params, caller);
    return doorAnswer(fleet.staffRestock(deviceIdx, body));
  });

  controlRoute(router, services, SIM_CONTROL.faultRaise, (_req, caller, { params, body: { code, severity } }) => {
    const deviceIdx = deviceOf(params, caller);
    return unwrap(fleet.raiseFault(deviceIdx, code, severity));
  });

  controlRoute(router, services, SIM_CONTROL.faultClear, (_req, caller, { params, body: { code } }) => {
    const deviceIdx = deviceOf(params, caller);
    return unwrap(fleet.clearFault(deviceIdx, code));
  });

  controlRoute(router, services, SIM_CONTROL.selfCheck, (_req, caller, { params }) => {
    const deviceIdx = deviceOf(params, caller);
    return unwrap(fleet.selfCheck(deviceIdx));
  });

  controlRoute(router, services, SIM_CONTROL.offline, (_req, caller, { params, body: { offline } }) => {
    const deviceIdx = deviceOf(params, caller);
    return unwrap(fleet.setOffline(deviceIdx, offline));
  });

  // A scenario acts on the kiosks the caller reaches (a PARTNER's own, every one for ADMIN) or, aimed
  // at a user, on that user's: those it names, or chosen among them (a lunch rush: all of them).
  controlRoute(router, services, SIM_CONTROL.scenario, (_req, caller, { params: { name }, body: { deviceIdxs, userId } }) => {
    const target = aimedUser(caller, repos, userId);
    const within = target ? kiosksOf(Scope.of(target, repos)) : reachable(caller);
    deviceIdxs?.forEach((deviceIdx, i) => {
      if (!fleet.hasDevice(deviceIdx)) fail.badInput(`deviceIdxs.${i}`, 'notInFleet', { value: deviceIdx });
      assertDevice(caller, repos, deviceIdx);
      if (target && within && !within.has(deviceIdx)) fail.badInput(`deviceIdxs.${i}`, 'notKioskOfUser', { value: deviceIdx, user: target.userId });
    });
    const result = fleet.scenario(name, { deviceIdxs, within: within ? [...within] : undefined });
    if (!result.ok) return fail.rejected('fleetRefused', { reason: result.description });
    const { name: ran, description, deviceIdxs: affected, expiring } = result.value;
    return { name: ran, description, deviceIdxs: affected, ...(expiring ? { expiring } : {}) };
  });

  return router;
}
