// The cockpit's part of the control API (contract/sim-control.ts): the simulated clock, the fleet at
// a glance, the event feed, commands to one device and scenarios. Input is checked before anything
// moves, so a bad request changes nothing; a device's refusal answers result 1 with its reason.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { FAILURE, SCENARIO_NAMES, SIM_BASE, SIM_CONTROL, clockBody, doorBody, faultBody, idx, offlineBody, scenarioBody } from '../../../contract/index';
import { toWireDateTime } from '../clock';
import type { FleetRuntime, Outcome } from '../fleet-runtime/index';
import { SimFailure, fail } from '../http/failure';
import { validate } from '../http/validate';
import { control, refused } from './respond';
import { REFUSALS } from './refusals';

const deviceParams = z.object({ deviceIdx: idx });
const scenarioParams = z.object({ name: z.enum(SCENARIO_NAMES) });
const eventsQuery = z.object({ since: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').nonnegative('must be 0 or more').default(0) });
const noBody = z.object({}).strict();

/** Express path of a contract entry, relative to the /sim mount. */
const at = (entry: { path: string }) => entry.path.slice(SIM_BASE.length);
const body = (req: Request) => req.body ?? {};

function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) refused(REFUSALS[outcome.reason]);
  return outcome.value;
}

export function fleetRoutes(fleet: FleetRuntime): Router {
  const router = Router();

  /** The path's device, if the fleet has it (unknown ⇒ result 3, nothing happens). */
  const deviceOf = (req: Request): number => {
    const { deviceIdx } = validate(deviceParams, { ...req.params }, 'path');
    if (!fleet.hasDevice(deviceIdx)) fail.notFound('device');
    return deviceIdx;
  };

  router.get(at(SIM_CONTROL.clockGet), control(() => fleet.clockState()));

  router.post(
    at(SIM_CONTROL.clockSet),
    control((req) => fleet.changeClock(validate(clockBody, body(req), 'body'))),
  );

  router.get(at(SIM_CONTROL.fleet), control(() => fleet.fleet()));

  router.get(
    at(SIM_CONTROL.events),
    control((req) => fleet.events(validate(eventsQuery, { ...req.query }, 'query').since)),
  );

  router.post(
    at(SIM_CONTROL.door),
    control((req) => {
      const deviceIdx = deviceOf(req);
      const request = validate(doorBody, body(req), 'body');
      if (request.employeeUidIdx !== undefined && request.mode !== undefined && request.mode !== 'POINT') {
        fail.badInput('mode', 'must be POINT (or left out) with an employeeUidIdx');
      }
      const onDevice = new Set(fleet.productsOf(deviceIdx));
      request.items?.forEach((item, i) => {
        if (!onDevice.has(item.productMappingIdx)) fail.badInput(`items.${i}.productMappingIdx`, `${item.productMappingIdx} is not on a tray of device ${deviceIdx}`);
      });
      const result = fleet.openDoor(deviceIdx, request);
      if (!result.ok) refused(REFUSALS[result.reason]);
      return { sessionId: result.sessionId, closeAt: result.closeAt, closeAtText: result.closeAt === null ? null : toWireDateTime(result.closeAt) };
    }),
  );

  router.post(
    at(SIM_CONTROL.faultRaise),
    control((req) => {
      const deviceIdx = deviceOf(req);
      const { code, severity } = validate(faultBody, body(req), 'body');
      return unwrap(fleet.raiseFault(deviceIdx, code, severity));
    }),
  );

  router.post(
    at(SIM_CONTROL.faultClear),
    control((req) => {
      const deviceIdx = deviceOf(req);
      const { code } = validate(faultBody, body(req), 'body');
      return unwrap(fleet.clearFault(deviceIdx, code));
    }),
  );

  router.post(
    at(SIM_CONTROL.selfCheck),
    control((req) => {
      const deviceIdx = deviceOf(req);
      validate(noBody, body(req), 'body');
      return unwrap(fleet.selfCheck(deviceIdx));
    }),
  );

  router.post(
    at(SIM_CONTROL.offline),
    control((req) => {
      const deviceIdx = deviceOf(req);
      const { offline } = validate(offlineBody, body(req), 'body');
      return unwrap(fleet.setOffline(deviceIdx, offline));
    }),
  );

  router.post(
    at(SIM_CONTROL.scenario),
    control((req) => {
      const { name } = validate(scenarioParams, { ...req.params }, 'path');
      const { deviceIdxs } = validate(scenarioBody, body(req), 'body');
      deviceIdxs?.forEach((deviceIdx, i) => {
        if (!fleet.hasDevice(deviceIdx)) fail.badInput(`deviceIdxs.${i}`, `${deviceIdx} is not a device of the fleet`);
      });
      const result = fleet.scenario(name, deviceIdxs);
      if (!result.ok) throw new SimFailure(FAILURE.REJECTED, { key: 'fleetRefused', values: { reason: result.description } });
      const { name: ran, description, deviceIdxs: affected, expiring } = result.value;
      return { name: ran, description, deviceIdxs: affected, ...(expiring ? { expiring } : {}) };
    }),
  );

  return router;
}
