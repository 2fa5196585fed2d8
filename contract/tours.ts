// Demo tours: a named sequence of steps a salesperson walks through (fixtures/tours/<id>.json, one
// file per tour, so a new tour needs no code). Each step moves the simulated world, then opens the
// screen that shows the effect, with a line or two to say. The simulator runs the moves
// (POST /sim/tours/:tourId/go), the console narrates and navigates, the tests check `expect`.
import { z } from 'zod';
import { FAULT_CODES, SCENARIO_NAMES, clockState, controlResponse } from './sim-basics';

export const bilingualText = z.object({ ko: z.string().min(1), en: z.string().min(1) }).strict();
export type BilingualText = z.infer<typeof bilingualText>;

/** The longest one clock move may step (as POST /sim/clock). */
export const TOUR_MAX_STEP_MS = 7 * 24 * 3600 * 1000;
const deviceName = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a device name is a word in lower camel case (fridge, cardKiosk)');

/**
 * A device the tour names once, chosen when the tour starts from the fresh world: the nth kiosk (by
 * key) of this type and provider that is online and has no open fault. Serials and keys are not
 * written into the file, so a tour survives a change of the seeded world.
 */
export const tourDevice = z
  .object({
    type: z.enum(['AI_FRIDGE', 'VENDING', 'KIOSK']),
    provider: z.enum(['TC', 'ZELOTEK']).optional(),
    nth: z.number().int().min(1).max(50).default(1),
  })
  .strict();

const device = { device: deviceName };
const faultCode = z.enum(FAULT_CODES);

/** One move of the world; every one goes through the same engine call as its cockpit button. */
export const tourMove = z.union([
  /** The clock: to the next time of day (KST, "HH:MM"), or ahead by stepMs (each at most 7 days). */
  z.object({ clock: z.union([z.object({ to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM') }).strict(), z.object({ stepMs: z.number().int().positive().max(TOUR_MAX_STEP_MS) }).strict()]) }).strict(),
  z.object({ scenario: z.enum(SCENARIO_NAMES), device: deviceName.optional(), durationMs: z.number().int().positive().max(TOUR_MAX_STEP_MS).optional(), count: z.number().int().min(1).max(20).optional() }).strict(),
  z.object({ door: z.object({ ...device, mode: z.enum(['APP', 'CARD', 'POINT']).optional() }).strict() }).strict(),
  z.object({ restock: z.object(device).strict() }).strict(),
  z.object({ fault: z.object({ ...device, code: faultCode, severity: z.enum(['INFO', 'WARNING', 'CRITICAL']).optional() }).strict() }).strict(),
  z.object({ clearFault: z.object({ ...device, code: faultCode }).strict() }).strict(),
  z.object({ offline: z.object({ ...device, offline: z.boolean() }).strict() }).strict(),
  z.object({ selfCheck: z.object(device).strict() }).strict(),
]);
export type TourMove = z.infer<typeof tourMove>;

/**
 * What the step's screen must show, about an effect the step itself caused. `testId` names the
 * element (absent: the screen's main area). `text` is contained in it; `{name.serial}` and
 * `{name.name}` stand for a named device's serial number and name, `{today}` for the simulated day
 * as the console writes it (2026.11.21) and `{today-6}` for six days before it. `inRow` narrows `text` to one
 * row of its table: "first" (lists show the newest first), or a row that contains this text too. `rows.min` counts its table's
 * rows. `grew`: the first number in it is greater after the step than on the same screen before it.
 * `atLeast` / `atMost`: the first number in it is at least / at most this.
 */
export const tourExpect = z
  .object({
    testId: z.string().min(1).optional(),
    text: bilingualText.optional(),
    inRow: z.string().min(1).optional(),
    rows: z.object({ min: z.number().int().min(1) }).strict().optional(),
    grew: z.literal(true).optional(),
    atLeast: z.number().optional(),
    atMost: z.number().optional(),
  })
  .strict()
  .refine((e) => !e.inRow || e.text, 'inRow narrows a text: give the text')
  .refine((e) => e.text || e.rows || e.grew || e.atLeast !== undefined || e.atMost !== undefined, 'an expectation says what to see: text, rows, grew, atLeast or atMost');

export const tourStep = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    title: bilingualText,
    /** What the salesperson says while the screen is up. */
    say: bilingualText,
    do: z.array(tourMove).max(20).default([]),
    /** A console path (web/src/core/paths.ts); `{name}` stands for a named device's key, `{today}` and `{today-6}` for dates (2026-11-21). */
    show: z.string().startsWith('/'),
    expect: z.array(tourExpect).min(1),
  })
  .strict();
export type TourStep = z.infer<typeof tourStep>;

export const tourFile = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    title: bilingualText,
    summary: bilingualText,
    /** How long the tour takes to present. */
    minutes: z.number().int().min(1).max(60),
    devices: z.record(deviceName, tourDevice).default({}),
    steps: z.array(tourStep).min(1).max(40),
  })
  .strict()
  .superRefine((tour, ctx) => {
    const names = new Set(Object.keys(tour.devices));
    const ids = new Set<string>();
    tour.steps.forEach((step, i) => {
      if (ids.has(step.id)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'id'], message: `step id '${step.id}' is used twice` });
      ids.add(step.id);
      const used = [...JSON.stringify(step).matchAll(/"device":"(\w+)"|\{(\w+)(?:\.\w+|-\d+)?\}/g)].map((m) => m[1] ?? m[2]!).filter((name) => name !== 'today');
      for (const name of used) if (!names.has(name)) ctx.addIssue({ code: 'custom', path: ['steps', i], message: `device '${name}' is not named in devices` });
    });
  });
export type TourFile = z.infer<typeof tourFile>;

/** A tour in the list: enough to choose one. */
export const tourSummary = z.object({ id: z.string(), title: bilingualText, summary: bilingualText, minutes: z.number(), stepCount: z.number().int() });
export type TourSummary = z.infer<typeof tourSummary>;
export const toursResponse = controlResponse(z.object({ list: z.array(tourSummary) }));

/** A step as the console shows it: its place, its screen (devices filled in) and its words. */
export const tourStepView = z.object({
  tourId: z.string(),
  step: z.number().int(),
  stepCount: z.number().int(),
  id: z.string(),
  title: bilingualText,
  say: bilingualText,
  show: z.string(),
  expect: z.array(z.object({ testId: z.string().optional(), text: bilingualText.optional(), inRow: z.string().optional(), rows: z.object({ min: z.number() }).optional(), grew: z.boolean().optional(), atLeast: z.number().optional(), atMost: z.number().optional() })),
});
export type TourStepView = z.infer<typeof tourStepView>;

export const tourDetailResponse = controlResponse(
  z.object({ id: z.string(), title: bilingualText, summary: bilingualText, minutes: z.number(), steps: z.array(tourStepView) }),
);

/**
 * Go to a step (1-based). The next step runs its moves on the world as it stands; any other step
 * (back, a jump, or `restart`) starts from a fresh copy of the world and replays the steps up to it.
 */
export const tourParams = z.object({ tourId: z.string() });
export const tourGoBody = z.object({ step: z.number().int().min(1).max(40), restart: z.boolean().optional() }).strict();
export const tourGoResponse = controlResponse(tourStepView.extend({ clock: clockState }));
/** The tour ended: the clock as it runs now (at the pace it had before the tour began). */
export const tourEndResponse = controlResponse(z.object({ clock: clockState }));
