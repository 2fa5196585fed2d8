// What an answer passes before it leaves. A list never fails as a whole for a row it cannot carry (a
// figure past the safe integer range written before the catalog's bounds, a sum that is no longer
// exact): the row is left out, logged by its keys, and the message says how many rows are missing.
// Where answers are checked against the contract (tests, `npm run dev`: options.checkAnswers), any
// other answer outside its contract is a simulator bug (HTTP 500); in production that schema check is
// left out (a tenth of a list request's time, docs/decisions.md) and rows are only scanned for numbers.
import type { z } from 'zod';
import type { EndpointDef, Language } from '../../../contract/index';
import { translate, type TextKey } from '../i18n';
import type { JsonText } from './send-json';

/** A handler answered something its contract schema does not allow: a simulator bug. */
export class ContractViolation extends Error {}

/** Where an answer is checked: its endpoint, the caller's language, the error log. */
export interface AnswerSite {
  /** An /api/v1 endpoint, or a /sim call (`POST /sim/clock`). */
  endpoint: Pick<EndpointDef, 'id' | 'response'>;
  lang: Language;
  logError: (message: string, error: unknown) => void;
}

/** A row left out, and why. */
export interface LeftOut {
  row: unknown;
  problem: string;
}

/**
 * Rows checked against the row schema one by one (parsing copies what it checks: a 100,000-row
 * answer would double its memory); the rows after them come from the same mapper, so they are only
 * scanned for numbers a JSON reader cannot take exactly.
 */
const CHECKED_ROWS = 200;

/**
 * The answer as it may leave: unchanged, or a list without the rows it cannot carry (with a note).
 * `againstSchema`: check it against the endpoint's response schema too (else only list rows'
 * numbers are looked at).
 */
export function checkAnswer<T>(site: AnswerSite, answer: T, againstSchema: boolean): T {
  const e = site.endpoint;
  const data = (answer as { data?: { list?: unknown } } | null)?.data;
  if (!againstSchema) return Array.isArray(data?.list) ? withoutRows(site, answer, data.list, (r) => inexactNumber(r)) : answer;
  const row = rowSchema(e);
  if (!row || !Array.isArray(data?.list)) {
    const checked = e.response.safeParse(answer);
    if (!checked.success) throw new ContractViolation(`${e.id} answered outside its contract: ${checked.error.message}`);
    return answer;
  }
  const envelope = e.response.safeParse({ ...(answer as object), data: { ...data, list: [] } });
  if (!envelope.success) throw new ContractViolation(`${e.id} answered outside its contract: ${envelope.error.message}`);
  return withoutRows(site, answer, data.list, (r, i) => (i < CHECKED_ROWS ? rowProblem(row, r) : inexactNumber(r)));
}

/**
 * An answer SQLite wrote as JSON text, checked as `checkAnswer` checks an object where answers are
 * checked against the contract (parsed first: tests and development). Elsewhere it leaves unread:
 * its numbers are the ones SQLite stored (keys, counts, whole dBm, tenths of a degree), none beyond
 * what JSON carries exactly, so there is nothing for the scan to find.
 */
export function checkJsonText(site: AnswerSite, answer: JsonText, againstSchema: boolean): unknown {
  if (!againstSchema) return answer;
  const parsed: unknown = JSON.parse(answer.bytes.toString('utf8'));
  const checked = checkAnswer(site, parsed, true);
  return checked === parsed ? answer : checked;
}

/** The list answer without the rows `problemOf` finds a problem with (noted and logged), or unchanged. */
function withoutRows<T>(site: AnswerSite, answer: T, list: readonly unknown[], problemOf: (row: unknown, i: number) => string | null): T {
  const kept: unknown[] = [];
  const leftOut: LeftOut[] = [];
  list.forEach((r, i) => {
    const problem = problemOf(r, i);
    if (problem === null) kept.push(r);
    else leftOut.push({ row: r, problem });
  });
  if (leftOut.length === 0) return answer;
  const noted = withRowsLeftOut(site, answer as { message: string }, leftOut);
  return { ...noted, data: { ...(answer as { data: object }).data, list: kept } } as T;
}

/** Logs each row left out by its keys and says in the message how many rows are missing. */
export function withRowsLeftOut<T extends { message: string }>(site: AnswerSite, answer: T, leftOut: readonly LeftOut[]): T {
  for (const { row, problem } of leftOut) {
    site.logError(`${site.endpoint.id}: left out a row it cannot answer (${keysOf(row)}): ${problem}`, new Error(problem));
  }
  const en = leftOut.length === 1 ? { rows: 'row', were: 'was' } : { rows: 'rows', were: 'were' };
  return withNote(site.lang, answer, 'rowsLeftOut', { count: leftOut.length, rows: { ko: '', en: en.rows }, were: { ko: '', en: en.were } });
}

/** The answer's message followed by a note in the caller's language. */
export function withNote<T extends { message: string }>(lang: Language, answer: T, note: TextKey, values: Parameters<typeof translate>[2]): T {
  return { ...answer, message: translate(lang, 'answeredWithNote', { message: answer.message, note: translate(lang, note, values) }) };
}

/** The first number of a value (a row, a table row) that JSON cannot carry exactly, described; null when there is none. */
export function inexactNumber(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : `${path || 'value'}: ${value} is not an exact number`;
  if (value === null || typeof value !== 'object') return null;
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner !== 'number' && (inner === null || typeof inner !== 'object')) continue; // most fields: nothing to look at
    const problem = inexactNumber(inner, path ? `${path}.${key}` : key);
    if (problem) return problem;
  }
  return null;
}

/** The schema of one row of a list answer (`{ data: { list: [row] } }`), or undefined for other answers. */
function rowSchema(e: AnswerSite['endpoint']): z.ZodType | undefined {
  const shape = (schema: unknown) => (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const list = shape(shape(e.response)?.data)?.list as { element?: z.ZodType } | undefined;
  return list?.element;
}

function rowProblem(schema: z.ZodType, row: unknown): string | null {
  const checked = schema.safeParse(row);
  if (checked.success) return null;
  return checked.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');
}

/** A row's keys for the log: its `…Idx` fields, period and hour (`paymentIdx 12, deviceIdx 3`). */
function keysOf(row: unknown): string {
  if (Array.isArray(row)) return `period ${String(row[0])}`; // a report string's row
  if (row === null || typeof row !== 'object') return String(row);
  const keys = Object.entries(row).filter(([name, value]) => (/Idx$/.test(name) || name === 'period' || name === 'hour') && (value === null || typeof value !== 'object'));
  return keys.map(([name, value]) => `${name} ${String(value)}`).join(', ') || 'no key';
}
