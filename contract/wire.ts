// Wire conventions shared by every endpoint (design.md §3): result codes, envelopes, common fields.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, LIMITS, MAX_PAGE_SIZE } from './constants';
import { SESSION_END_REASONS } from './session-end';

// Result codes and the success check are zod-free (./result-codes) so the console's sign-in route
// can use them without loading zod; they are part of the wire conventions all the same.
export * from './result-codes';

/** Any result code a server may send: number or text (the console reads 0 and '0' alike as success; the simulator answers each call's exact style). */
export const resultCode = z.union([z.number().int(), z.string()]);

const DATE_TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether year, month and day name a day of the calendar (2029-02-30 does not). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // years 0–99 stay themselves (Date.UTC would add 1900)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** A text of the shape is checked by the shape's own message; only a well-shaped one can be unreal. */
function isRealDateTime(text: string): boolean {
  const m = DATE_TIME_SHAPE.exec(text);
  if (!m) return true;
  const [, year, month, day, hour, minute, second] = m.map(Number) as number[];
  return isCalendarDay(year!, month!, day!) && hour! <= 23 && minute! <= 59 && second! <= 59;
}
function isRealDate(text: string): boolean {
  const m = DATE_SHAPE.exec(text);
  return !m || isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * What a JSON Schema can say of a real date: month 01–12, day 01–31 (the refinements below also
 * refuse 2029-02-30). The OpenAPI document carries these; the shape and the refinement stay apart
 * in zod so that a field's problem says which is wrong.
 */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const DATE_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Date-time on the wire: 'YYYY-MM-DD HH:mm:ss' in the operator's local time (KST), a real one. */
export const wireDateTime = z
  .string()
  .regex(DATE_TIME_SHAPE, 'wireDateTime')
  .refine(isRealDateTime, { message: 'notRealDateTime' })
  // Not `format: date-time`: RFC 3339 wants a `T` and an offset.
  .meta({ pattern: DATE_TIME_PATTERN.source, description: "'YYYY-MM-DD HH:mm:ss', Korea time (KST), a real date and time." });
/** Date on the wire: 'YYYY-MM-DD', a real calendar date. */
export const wireDate = z
  .string()
  .regex(DATE_SHAPE, 'wireDate')
  .refine(isRealDate, { message: 'notCalendarDate' })
  .meta({ format: 'date', pattern: DATE_PATTERN.source });

/**
 * A positive integer record key. Path parameters and form fields arrive as text: only plain decimal
 * digits are a key (Number() would read '0x10', ' 16', '1e1', '+16' and '16.0' as keys too).
 */
export const idx = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'mustBeNumber' })
    .regex(/^-?(0|[1-9][0-9]*)$/, 'plainDigits')
    .transform(Number)
    .pipe(z.number().int('wholeNumber').positive('positive')),
);
/**
 * What each record key in a path names, and a key to show: every `{param}` of the catalog's paths is
 * one of these (the OpenAPI document describes its parameters with them; tools such as Dredd need an
 * example to build a call). Each example is a record of the demo world (tests/contract/examples.test.ts);
 * an operation's own recorded example (contract/examples.json) goes first in the document.
 */
export const PATH_KEYS: Readonly<Record<string, { what: string; example: string }>> = {
  attcheIdx: { what: 'An attached file: one of the attachments a user or product info answers', example: '5' },
  companyIdx: { what: 'A company', example: '2' },
  deviceIdx: { what: 'A device (kiosk)', example: '21' },
  divisionIdx: { what: 'A division (store)', example: '7' },
  employeeUidIdx: { what: 'An employee card (UID)', example: '24' },
  employeeUidTimeIdx: { what: "A time slot of a division's employee cards", example: '11' },
  productMappingIdx: { what: 'A product in one place (on a device tray, off display, or in a warehouse)', example: '1' },
  productOrderIdx: { what: 'A product order', example: '28' },
  promotionIdx: { what: 'A promotion', example: '4' },
  referenceIdx: { what: "The payment an employee point-log entry refers to (the entry's referenceIdx)", example: '5878' },
  trayIdx: { what: 'A tray of a device', example: '91' },
  userIdx: { what: 'A user', example: '17' },
};

/** A record key inside a JSON body: must already be a number. */
export const bodyIdx = z.number({ error: 'mustBeNumber' }).int('wholeNumber').positive('positive');

/** A whole number from `min` to `max` (a count, a price, a stock): the bounds show in OpenAPI. */
export const boundedInt = (min: number, max: number) => z.number({ error: 'mustBeNumber' }).int('wholeNumber').min(min).max(max);

/** Free text with a length limit; `.min(1, 'required')` makes it mandatory. */
export const text = (max: number) => z.string({ error: 'mustBeText' }).trim().max(max);

/** Money in won: whole numbers, never negative (answers: amounts and their sums). */
export const won = z.number().int().nonnegative();
/** A unit price or cost a client sets, in won (LIMITS.priceWon). */
export const priceWon = boundedInt(0, LIMITS.priceWon);
/** Units of stock a client sets, places, orders or moves (LIMITS.stockUnits). */
export const stockUnits = boundedInt(0, LIMITS.stockUnits);

/** Directions of a list's `sortOrder`. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * Common list request: paging and filters (the spec gives no page size). Every list call answers one
 * page: `size` rows (at most MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when not given) of page `page`
 * (default 1), and the totalCount of every matching row.
 */
export const listQuery = z
  .object({
    page: z.number().int().positive().optional().describe('The page to answer, from 1 (default 1).'),
    size: z
      .number()
      .int()
      .positive()
      .max(MAX_PAGE_SIZE)
      .optional()
      .describe(`Rows a page: at most ${MAX_PAGE_SIZE} (MAX_PAGE_SIZE), ${DEFAULT_PAGE_SIZE} when not given.`),
    keyword: z.string().max(200).optional(),
    companyIdx: bodyIdx.optional(),
    divisionIdx: bodyIdx.optional(),
    deviceIdx: bodyIdx.optional(),
    startDate: wireDate.optional(),
    endDate: wireDate.optional(),
  })
  .strict();

export const emptyBody = z.object({}).strict();
export const noParams = z.object({}).strict();

/** `{ result, message, data: { list, totalCount } }`: one page of at most MAX_PAGE_SIZE rows, and how many match in all. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    result: resultCode,
    message: z.string(),
    data: z.object({
      list: z.array(item).max(MAX_PAGE_SIZE).describe(`One page: at most ${MAX_PAGE_SIZE} rows (MAX_PAGE_SIZE).`),
      totalCount: z.number().int().nonnegative().describe('How many rows match in all, on every page.'),
    }),
  });
}

/** `{ result, message, data }` */
export function infoResponse<T extends z.ZodType>(data: T) {
  return z.object({ result: resultCode, message: z.string(), data });
}

/** `{ result, message, data? }` for save, update and delete calls; `data` typed when given. */
export function saveResponse(): z.ZodObject<{ result: typeof resultCode; message: z.ZodString; data: z.ZodOptional<z.ZodUnknown> }>;
export function saveResponse<T extends z.ZodType>(data: T): z.ZodObject<{ result: typeof resultCode; message: z.ZodString; data: z.ZodOptional<T> }>;
export function saveResponse(data: z.ZodType = z.unknown()) {
  return z.object({ result: resultCode, message: z.string(), data: data.optional() });
}

/** What every failure looks like, whatever the endpoint: a code and a message in the user's words. */
export const failureResponse = z.object({
  result: resultCode,
  message: z.string().optional(),
  msg: z.string().optional(),
  /** Bad input: each refused field by its path in the request, and the sentence naming it in the user's words. */
  fieldErrors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** An expired answer for a session the server ended: why (the console says it on the sign-in page). */
  sessionEnd: z.enum(SESSION_END_REASONS).optional(),
});
