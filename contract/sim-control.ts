// The simulator's own control API under /sim (never /api/v1; absent in Live mode). The cockpit
// screen and the simulator both read these shapes; production has no such calls.
import { z } from 'zod';
import { LIMITS } from './constants';
import { PROVIDERS } from './entities';
import type { SimAccess } from './permissions';
import { FAULT_CODES, clockState, controlResponse } from './sim-basics';
import { tourGoBody } from './tours';
import { bodyIdx, boundedInt } from './wire';

export const SIM_BASE = '/sim';

// Names and the answer's frame live in sim-basics.ts (tours.ts reads them too).
export { FAULT_CODES, SCENARIO_NAMES, clockState, controlResponse, type ClockState, type FaultCode, type ScenarioName } from './sim-basics';

const bilingual = z.object({ ko: z.string(), en: z.string() });




export const clockBody = z
  .object({
    speed: z.number().min(0).max(3600).optional(),
    paused: z.boolean().optional(),
    /** Advance simulated time by this many ms at once (at most 7 days). */
    stepMs: z.number().int().positive().max(7 * 24 * 3600 * 1000).optional(),
  })
  .strict();

export const doorBody = z
  .object({
    mode: z.enum(['APP', 'CARD', 'POINT']).optional(),
    items: z.array(z.object({ productMappingIdx: bodyIdx, count: boundedInt(1, LIMITS.doorItemUnits) }).strict()).max(LIMITS.doorItems).optional(),
    /** An employee taps this card (a POINT session paid with its welfare points); mode may be left out. */
    employeeUidIdx: bodyIdx.optional(),
  })
  .strict();

export const faultBody = z.object({ code: z.enum(FAULT_CODES), severity: z.enum(['INFO', 'WARNING', 'CRITICAL']).optional() }).strict();
export const offlineBody = z.object({ offline: z.boolean() }).strict();
/**
 * Aims a scenario or an injected fault at one user (ADMIN only: a trainer and one trainee): a fault
 * then hits every session of that user, a scenario acts only on that user's kiosks.
 */
export const aimedUserId = z.string({ error: 'mustBeText' }).trim().min(1).max(100);
export const scenarioBody = z.object({ deviceIdxs: z.array(bodyIdx).max(100).optional(), userId: aimedUserId.optional() }).strict();
/** A staff visit: the door opens for a restock (the engine fills to par and discards expired units). */
export const restockBody = z.object({ employeeUidIdx: bodyIdx.optional() }).strict();

/** One line of the cockpit's event feed. */
export const feedEvent = z.object({
  seq: z.number().int(),
  at: z.number(),
  atText: z.string(),
  type: z.string(),
  deviceIdx: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  text: bilingual,
});
export type FeedEvent = z.infer<typeof feedEvent>;
/**
 * `from`: a world reset starts the feed over — lines numbered at or below it belong to a world that
 * is gone (numbers go on across resets; a restart of the simulator starts them at 0 again).
 */
export const eventsResponse = controlResponse(z.object({ list: z.array(feedEvent), lastSeq: z.number().int(), from: z.number().int() }));

export const fleetKiosk = z.object({
  deviceIdx: z.number().int(),
  deviceName: z.string(),
  /** 'TC' or 'ZELOTEK': which payment modes the kiosk takes (payModesOf). */
  provider: z.enum(PROVIDERS),
  online: z.boolean(),
  status: z.string(),
  temperature: z.number().nullable(),
  doorOpen: z.boolean(),
  /**
   * The door session under way (null when the door is shut): from its opening until it closes, when
   * its door row, payment and stock are written at once. closeAt is null for a door left open.
   */
  door: z
    .object({ openType: z.enum(['APP', 'CARD', 'POINT', 'EMPLOYEE']), openAt: z.string(), closeAt: z.string().nullable() })
    .nullable(),
  openFaults: z.array(z.string()),
});
export const fleetResponse = controlResponse(z.object({ clock: clockState, kiosks: z.array(fleetKiosk) }));

/** The other live sessions (not the caller's): the consoles a world replacement would sign out. */
export const sessionsResponse = controlResponse(z.object({ others: z.number().int().nonnegative() }));

/**
 * A control call. `access` says who may make it (roles in permissions.ts SIM_ACCESS_ROLES;
 * docs/decisions.md, "Who steers the simulator"): public — harmless reads (health, the API
 * description); signedIn — any signed-in user (the simulated clock, which every console reads for
 * "today"); steer — ADMIN anywhere (or aimed at one user), a PARTNER only its own company's kiosks
 * and injected faults only for its own session (a trainee never reaches another trainee); admin —
 * what reaches everyone (the clock's pace, a reset, every session, the mails).
 */
export interface SimCall {
  method: 'GET' | 'POST';
  path: string;
  access: SimAccess;
  /** The JSON body it takes (POST). */
  body?: z.ZodType;
}

/** The control calls; `:deviceIdx` and `:name` are path parameters. */
export const SIM_CONTROL = {
  health: { method: 'GET', path: '/sim/health', access: 'public' },
  clockGet: { method: 'GET', path: '/sim/clock', access: 'signedIn' },
  clockSet: { method: 'POST', path: '/sim/clock', access: 'admin', body: clockBody },
  fleet: { method: 'GET', path: '/sim/fleet', access: 'steer' },
  events: { method: 'GET', path: '/sim/events', access: 'steer' }, // ?since=<seq>
  door: { method: 'POST', path: '/sim/devices/:deviceIdx/door', access: 'steer', body: doorBody },
  faultRaise: { method: 'POST', path: '/sim/devices/:deviceIdx/faults', access: 'steer', body: faultBody },
  faultClear: { method: 'POST', path: '/sim/devices/:deviceIdx/faults/clear', access: 'steer', body: faultBody },
  selfCheck: { method: 'POST', path: '/sim/devices/:deviceIdx/self-check', access: 'steer' },
  offline: { method: 'POST', path: '/sim/devices/:deviceIdx/offline', access: 'steer', body: offlineBody },
  scenario: { method: 'POST', path: '/sim/scenarios/:name', access: 'steer', body: scenarioBody },
  restock: { method: 'POST', path: '/sim/devices/:deviceIdx/restock', access: 'steer', body: restockBody },
  reset: { method: 'POST', path: '/sim/reset', access: 'admin' },
  /**
   * Demo tours (contract/tours.ts): the list; one tour with its devices filled in (ADMIN's: it names
   * devices of every company); going to a step (ADMIN's: a restart resets the world for everyone).
   */
  tours: { method: 'GET', path: '/sim/tours', access: 'signedIn' },
  tour: { method: 'GET', path: '/sim/tours/:tourId', access: 'admin' },
  tourGo: { method: 'POST', path: '/sim/tours/:tourId/go', access: 'admin', body: tourGoBody },
  /** Ends the tour: the world stays, the clock runs again at the pace it had before the tour. */
  tourEnd: { method: 'POST', path: '/sim/tours/:tourId/end', access: 'admin' },
  /** How many other sessions are live (asked before a world replacement, which ends them). */
  sessions: { method: 'GET', path: '/sim/sessions', access: 'admin' },
  expireSessions: { method: 'POST', path: '/sim/sessions/expire', access: 'admin' },
  outbox: { method: 'GET', path: '/sim/outbox', access: 'admin' },
} as const satisfies Record<string, SimCall>;

