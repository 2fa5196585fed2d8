// The simulator's own control API under /sim (never /api/v1; absent in Live mode). The cockpit
// screen and the simulator both read these shapes; production has no such calls.
import { z } from 'zod';
import { LIMITS } from './constants';
import { PROVIDERS } from './entities';
import type { SimAccess } from './permissions';
import { FAULT_CODES, SCENARIO_NAMES, clockState, controlResponse } from './sim-basics';
import { tourDetailResponse, tourEndResponse, tourGoBody, tourGoResponse, tourParams, toursResponse } from './tours';
import { bodyIdx, boundedInt, idx } from './wire';

export const SIM_BASE = '/sim';

// Names and the answer's frame live in sim-basics.ts (tours.ts reads them too).
export { FAULT_CODES, SCENARIO_NAMES, clockState, controlResponse, type ClockState, type FaultCode, type ScenarioName } from './sim-basics';

const bilingual = z.object({ ko: z.string(), en: z.string() });

/** The world presets a reset may take (sim-server/src/world/presets.ts holds their figures). */
export const WORLD_PRESETS = ['demo', 'training', 'large'] as const;
export const resetBody = z.object({ seed: z.number().int().nonnegative().optional(), preset: z.enum(WORLD_PRESETS).optional() }).strict();
/** A POST that takes nothing: anything sent is bad input. */
export const noBody = z.object({}).strict();
export const deviceParams = z.object({ deviceIdx: idx });
export const scenarioParams = z.object({ name: z.enum(SCENARIO_NAMES) });
export const eventsQuery = z.object({ since: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').nonnegative('must be 0 or more').default(0) });

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

export const healthResponse = controlResponse(
  z.object({
    status: z.literal('ok'),
    mode: z.literal('simulator'),
    version: z.string(),
    /** The seed and preset of the world (null before one was seeded). */
    world: z.object({ seed: z.number().int(), preset: z.string() }).nullable(),
    /** Classroom courses loaded (fixtures/courses). */
    courses: z.number().int().nonnegative(),
    counts: z.object({ companies: z.number().int(), divisions: z.number().int(), devices: z.number().int(), products: z.number().int(), users: z.number().int() }),
    uptimeSeconds: z.number().int().nonnegative(),
    clock: clockState,
  }),
);
export const clockResponse = controlResponse(clockState);
/** A door session under way (door, restock): when it closes (null: left open). */
export const doorSessionResponse = controlResponse(z.object({ sessionId: z.string(), closeAt: z.number().nullable(), closeAtText: z.string().nullable() }));
/** The notice the fault raised (null when the engine wrote none). */
export const faultRaiseResponse = controlResponse(z.object({ noticeIdx: z.number().int().nullable() }));
/** Open notices of the code it ended. */
export const faultClearResponse = controlResponse(z.object({ resolved: z.number().int().positive() }));
export const selfCheckResponse = controlResponse(
  z.object({ passed: z.boolean(), results: z.array(z.object({ component: z.string(), passed: z.boolean(), detail: z.string() })) }),
);
export const offlineResponse = controlResponse(z.object({ offline: z.boolean() }));
/** expiry-day names the stock it made expire today. */
export const scenarioResponse = controlResponse(
  z.object({
    name: z.enum(SCENARIO_NAMES),
    description: bilingual,
    deviceIdxs: z.array(z.number().int()),
    expiring: z.array(z.object({ productMappingIdx: z.number().int(), expiredDate: z.string() })).optional(),
  }),
);
export const resetResponse = controlResponse(z.object({ seed: z.number().int(), preset: z.enum(WORLD_PRESETS) }));
/** The mails the simulator would have sent, newest first. */
export const outboxResponse = controlResponse(
  z.object({ list: z.array(z.object({ mailIdx: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), createdDate: z.string() })), totalCount: z.number().int() }),
);
/** `own`: only the caller's session, as if its time were up (the contract suite's expired case; no one else's ends). */
export const expireSessionsBody = z.object({ own: z.boolean().optional() }).strict();
export const expireSessionsResponse = controlResponse(z.object({ expired: z.number().int().nonnegative() }));

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
  /** What a short line of the API description says it does. */
  summary: string;
  /** Its path parameters (text on the wire, coerced). */
  params?: z.ZodType;
  /** Its query (GET). */
  query?: z.ZodType;
  /** The JSON body it takes (POST); without one the body is ignored (a malformed one is still refused). */
  body?: z.ZodType;
  /**
   * The whole success answer (`controlResponse(data)`): what the console parses, what the simulator
   * checks its answers against where answers are checked, and what the API description shows.
   */
  response: z.ZodType;
}

/** The control calls; `:deviceIdx` and `:name` are path parameters. */
export const SIM_CONTROL = {
  health: { method: 'GET', path: '/sim/health', access: 'public', summary: 'The simulator is running: its version, world, counts and clock.', response: healthResponse },
  clockGet: { method: 'GET', path: '/sim/clock', access: 'signedIn', summary: 'The simulated clock (every console reads "today" from it).', response: clockResponse },
  clockSet: { method: 'POST', path: '/sim/clock', access: 'admin', summary: 'Pause, change the pace of, or step the simulated clock.', body: clockBody, response: clockResponse },
  fleet: { method: 'GET', path: '/sim/fleet', access: 'steer', summary: 'The clock and every kiosk the caller reaches, at a glance.', response: fleetResponse },
  events: { method: 'GET', path: '/sim/events', access: 'steer', summary: 'The event feed after a line number.', query: eventsQuery, response: eventsResponse },
  door: { method: 'POST', path: '/sim/devices/:deviceIdx/door', access: 'steer', summary: 'A customer opens the door (a sale when it closes).', params: deviceParams, body: doorBody, response: doorSessionResponse },
  faultRaise: { method: 'POST', path: '/sim/devices/:deviceIdx/faults', access: 'steer', summary: 'Raise a fault on a kiosk.', params: deviceParams, body: faultBody, response: faultRaiseResponse },
  faultClear: { method: 'POST', path: '/sim/devices/:deviceIdx/faults/clear', access: 'steer', summary: 'Clear a fault of a kiosk.', params: deviceParams, body: faultBody, response: faultClearResponse },
  selfCheck: { method: 'POST', path: '/sim/devices/:deviceIdx/self-check', access: 'steer', summary: 'Run a kiosk\'s self-check.', params: deviceParams, body: noBody, response: selfCheckResponse },
  offline: { method: 'POST', path: '/sim/devices/:deviceIdx/offline', access: 'steer', summary: 'Cut or restore a kiosk\'s link.', params: deviceParams, body: offlineBody, response: offlineResponse },
  scenario: { method: 'POST', path: '/sim/scenarios/:name', access: 'steer', summary: 'Run a scenario on the caller\'s kiosks, the ones named, or one user\'s.', params: scenarioParams, body: scenarioBody, response: scenarioResponse },
  restock: { method: 'POST', path: '/sim/devices/:deviceIdx/restock', access: 'steer', summary: 'A staff visit: the door opens for a restock.', params: deviceParams, body: restockBody, response: doorSessionResponse },
  reset: { method: 'POST', path: '/sim/reset', access: 'admin', summary: 'A fresh world (every other session ends; the caller stays signed in).', body: resetBody, response: resetResponse },
  /**
   * Demo tours (contract/tours.ts): the list; one tour with its devices filled in (ADMIN's: it names
   * devices of every company); going to a step (ADMIN's: a restart resets the world for everyone).
   */
  tours: { method: 'GET', path: '/sim/tours', access: 'signedIn', summary: 'The demo tours.', response: toursResponse },
  tour: { method: 'GET', path: '/sim/tours/:tourId', access: 'admin', summary: 'One demo tour, its devices filled in.', params: tourParams, response: tourDetailResponse },
  tourGo: { method: 'POST', path: '/sim/tours/:tourId/go', access: 'admin', summary: 'Move the world to a step of a tour.', params: tourParams, body: tourGoBody, response: tourGoResponse },
  /** Ends the tour: the world stays, the clock runs again at the pace it had before the tour. */
  tourEnd: { method: 'POST', path: '/sim/tours/:tourId/end', access: 'admin', summary: 'End a tour: the clock runs again at its pace from before.', params: tourParams, response: tourEndResponse },
  /** How many other sessions are live (asked before a world replacement, which ends them). */
  sessions: { method: 'GET', path: '/sim/sessions', access: 'admin', summary: 'How many other sessions are live.', response: sessionsResponse },
  expireSessions: { method: 'POST', path: '/sim/sessions/expire', access: 'admin', summary: 'End every session now (the caller\'s too), or with `own` only the caller\'s.', body: expireSessionsBody, response: expireSessionsResponse },
  outbox: { method: 'GET', path: '/sim/outbox', access: 'admin', summary: 'The mails the simulator would have sent.', response: outboxResponse },
} as const satisfies Record<string, SimCall>;

