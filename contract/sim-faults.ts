// Faults injected into /api/v1 at run time through the simulator's control API (/sim/faults): what
// trainers and salespeople use to show what goes wrong in the field, and what developers use to
// see the console cope. Never part of a production server.
import { z } from 'zod';
import { fieldLabels } from './field-labels';
import { aimedUserId, controlResponse, type SimCall } from './sim-control';

/**
 * latency: answer later (delayMs, or a random time from delayMs to delayMaxMs);
 * error: answer HTTP 200 with a failure result and a message;
 * http: answer HTTP 500, 502 or 503;
 * hang: never answer (the client's timeout has to end the call);
 * drop: close the connection without an answer;
 * forbid: answer HTTP 403, as for a token the server does not know (the console signs out).
 */
export const INJECTED_FAULT_KINDS = ['latency', 'error', 'http', 'hang', 'drop', 'forbid'] as const;
export type InjectedFaultKind = (typeof INJECTED_FAULT_KINDS)[number];
export const INJECTED_HTTP_STATUSES = [500, 502, 503] as const;

/**
 * Which calls: a path under /api/v1 where `*` stands for any run of characters ('/company/list',
 * '/company/*', '*'). Sign-in and account calls (/auth/…) are hit only by a pattern that starts
 * with /auth, so a trainer can always sign in again.
 */
export const faultPathPattern = z
  .string({ error: 'mustBeText' })
  .trim()
  .max(200)
  .regex(/^(\*|\/[\w\-/*.]*)$/, 'faultPath');

/**
 * Faults ADMIN sets at once at most (every API call is checked against each). Anyone else's faults
 * (always for their own session) count apart, MAX_FAULTS_PER_USER for each user, so no trainee can
 * use up the trainer's room or another trainee's.
 */
export const MAX_INJECTED_FAULTS = 50;
export const MAX_FAULTS_PER_USER = 5;

/** What only some kinds take: anything else given with another kind is bad input. */
const KIND_FIELDS = {
  latency: ['delayMs', 'delayMaxMs'],
  error: ['result', 'message'],
  http: ['status'],
  hang: [],
  drop: [],
  forbid: [],
} as const satisfies Record<InjectedFaultKind, readonly string[]>;
const KIND_ONLY_FIELDS = ['delayMs', 'delayMaxMs', 'result', 'message', 'status'] as const;

export const injectedFaultBody = z
  .object({
    kind: z.enum(INJECTED_FAULT_KINDS),
    path: faultPathPattern.default('*'),
    /** Only calls of this method (default both). */
    method: z.enum(['GET', 'POST']).optional(),
    /** Share of the matching calls it hits, from just above 0 to 1 (every call). */
    rate: z.number().gt(0).max(1).default(1),
    /** The fault ends by itself after hitting this many calls (forbid: "the next N calls"). */
    count: z.number().int().positive().max(10_000).optional(),
    /** Hits only calls carrying the token of the session that set it (one trainee's faults spare the others). */
    sessionOnly: z.boolean().default(false),
    /** Hits every session of this user, present and future (ADMIN only: a trainer aiming at one trainee). */
    userId: aimedUserId.optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    delayMaxMs: z.number().int().min(0).max(60_000).optional(),
    /** error: the failure result (default 1, in the endpoint's own style, '1' where success is '0'). */
    result: z.number().int().min(1).max(999).optional(),
    /** error: the message shown (default: says it was injected). */
    message: z.string().trim().min(1).max(200).optional(),
    status: z.union(INJECTED_HTTP_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<500>, z.ZodLiteral<502>, z.ZodLiteral<503>]).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const allowed: readonly string[] = KIND_FIELDS[f.kind];
    for (const field of KIND_ONLY_FIELDS) {
      if (f[field] !== undefined && !allowed.includes(field)) ctx.addIssue({ code: 'custom', path: [field], message: 'notWithKind', params: { kind: f.kind } });
    }
    if (f.userId !== undefined && f.sessionOnly) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'notWithField', params: { field: fieldLabels.sessionOnly } });
    if (f.kind === 'latency' && f.delayMs === undefined) ctx.addIssue({ code: 'custom', path: ['delayMs'], message: 'requiredFor', params: { what: 'latency' } });
    if (f.delayMaxMs !== undefined && f.delayMs !== undefined && f.delayMaxMs < f.delayMs) {
      ctx.addIssue({ code: 'custom', path: ['delayMaxMs'], message: 'notBelowField', params: { field: fieldLabels.delayMs } });
    }
    if (f.kind === 'http' && f.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'requiredFor', params: { what: 'http (500, 502, 503)' } });
    // A 403 signs the console out: for a fixed number of calls only, so the trainer can sign in again.
    if (f.kind === 'forbid' && f.count === undefined) ctx.addIssue({ code: 'custom', path: ['count'], message: 'requiredFor', params: { what: 'forbid' } });
  });
export type InjectedFaultInput = z.input<typeof injectedFaultBody>;

export const injectedFault = z.object({
  faultId: z.number().int(),
  kind: z.enum(INJECTED_FAULT_KINDS),
  path: z.string(),
  method: z.enum(['GET', 'POST']).nullable(),
  rate: z.number(),
  /** Hits left before it ends by itself; null: until cleared. */
  remaining: z.number().int().nullable(),
  /** Calls it has hit so far. */
  hits: z.number().int(),
  sessionOnly: z.boolean(),
  /** The fault belongs to the session asking (always false for faults that hit everyone). */
  mine: z.boolean(),
  /** The user it is aimed at (every session of theirs); null: not aimed at a user. */
  userId: z.string().nullable(),
  /** Aimed at the user asking: an exercise the trainer set, which only the trainer clears. */
  aimedAtYou: z.boolean(),
  /** The user who set it. */
  setBy: z.string(),
  delayMs: z.number().int().nullable(),
  delayMaxMs: z.number().int().nullable(),
  result: z.number().int().nullable(),
  message: z.string().nullable(),
  status: z.number().int().nullable(),
  /** Real time it was set (epoch ms). */
  createdAt: z.number(),
});
export type InjectedFault = z.infer<typeof injectedFault>;

export const faultClearBody = z
  .object({
    faultId: z.number().int().positive().optional(),
    /** ADMIN only: every fault aimed at this user or set by them (a trainer's "clear this trainee's faults"). */
    userId: aimedUserId.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.faultId !== undefined && b.userId !== undefined) ctx.addIssue({ code: 'custom', path: ['userId'], message: 'notWithField', params: { field: fieldLabels.faultId } });
  });

export const injectedFaultsResponse = controlResponse(z.object({ list: z.array(injectedFault) }));
/** How many faults it cleared, and the faults the caller sees now. */
export const faultsClearedResponse = controlResponse(z.object({ cleared: z.number().int().nonnegative(), list: z.array(injectedFault) }));

/** The fault calls of the control API. */
export const SIM_FAULTS = {
  /** Every fault (ADMIN); the faults hitting everyone, the caller's own session's and those aimed at the caller (PARTNER). */
  list: { method: 'GET', path: '/sim/faults', access: 'steer', summary: 'The faults injected into /api/v1 that the caller sees.', response: injectedFaultsResponse },
  /** A PARTNER's faults are always for its own session only; ADMIN's for everyone, its session or one user. */
  add: { method: 'POST', path: '/sim/faults', access: 'steer', summary: 'Inject a fault into /api/v1 calls.', body: injectedFaultBody, response: injectedFaultsResponse },
  /**
   * One fault (faultId: anyone's for ADMIN, its own session's for a PARTNER); one user's faults
   * (userId: aimed at or set by them, ADMIN only); or with neither every fault (ADMIN) or the
   * caller's own session faults (PARTNER).
   */
  clear: { method: 'POST', path: '/sim/faults/clear', access: 'steer', summary: 'Clear one fault, one user\'s, or every fault the caller may clear.', body: faultClearBody, response: faultsClearedResponse },
} as const satisfies Record<string, SimCall>;
