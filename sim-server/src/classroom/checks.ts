// Classroom checks (contract/classroom-course.ts) against one company's world: a check compiles to
// parameterised SQL over one view (views.ts) — column names from the view's whitelist, every value
// bound — and a course's refs and vars resolve per trainee to plain JSON, stored with the trainee so
// the task texts and checks stay the same while the world moves on. Dates are KST days on the
// simulated clock, as everywhere in the simulator.
import { randomInt } from 'node:crypto';
import {
  catalog,
  fillPath,
  type Bilingual,
  type Check,
  type CheckValue,
  type CheckWhere,
  type ComparisonSet,
  type CourseExercise,
  type CourseFile,
  type EndpointDef,
} from '../../../contract/index';
import { addDays, kstDate, kstWeekday } from '../fleet/kst';
import type { Db } from '../db/open';
import { CATALOG_REF_SQL, VIEWS, isViewName, type ColumnType, type ViewDef } from './views';

export type Scalar = string | number | boolean | null;
/** A resolved var: a value, or a row of named values (a ref's columns, a week's start and end). */
export type VarValue = Scalar | Readonly<Record<string, Scalar>>;
/** A trainee's resolved refs and vars, plus `nn` and `today`: plain JSON. */
export type ResolvedVars = Readonly<Record<string, VarValue>>;

/** A course that cannot be used as written, or a ref that finds nothing in a sandbox. */
export class CourseError extends Error {
  constructor(readonly text: Bilingual) {
    super(`${text.ko} (${text.en})`);
  }
}

/** Throws a CourseError with these words. */
const refused = (ko: string, en: string): never => {
  throw new CourseError({ ko, en });
};

/** `{name}` or `{name.field}` anywhere in a text. */
export const PLACEHOLDER = /\{(\w+)(?:\.(\w+))?\}/g;
const WHOLE_PLACEHOLDER = /^\{(\w+)(?:\.(\w+))?\}$/;
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_SHAPE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A day (YYYY-MM-DD) or a date-time (YYYY-MM-DD HH:mm:ss), as the wire and the views write them. */
const isDateText = (value: string) => DATE_SHAPE.test(value) || DATE_TIME_SHAPE.test(value);
/** A var that is only `{week:+1}` (a week from this one) or `{date:ref.column}` (that column's day). */
export const WEEK_VAR = /^\{week:([+-]\d+)\}$/;
export const DATE_VAR = /^\{date:(\w+)\.(\w+)\}$/;

function lookup(vars: ResolvedVars, name: string, field: string | undefined): Scalar {
  const value = vars[name];
  const found = value !== null && typeof value === 'object' ? (field === undefined ? undefined : value[field]) : field === undefined ? value : undefined;
  const named = `{${field === undefined ? name : `${name}.${field}`}}`;
  return found !== undefined ? found : refused(`자리표시자 ${named}의 값이 없습니다`, `placeholder ${named} has no value`);
}

/** A text with its placeholders filled in. */
export function fillText(text: string, vars: ResolvedVars): string {
  return text.replace(PLACEHOLDER, (_, name: string, field?: string) => String(lookup(vars, name, field)));
}

/**
 * Placeholders filled anywhere in a value (texts, lists, objects): a text that is one placeholder
 * takes the value with its type (`"{store.divisionIdx}"` → 3), any other text is filled as text.
 */
export function fill(value: unknown, vars: ResolvedVars): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(value);
    return whole ? lookup(vars, whole[1]!, whole[2]) : fillText(value, vars);
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, vars));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars)]));
  return value;
}

/** A solution step ready to send: a catalog call with its path and body filled, or the answer to enter. */
export type SolutionRequest = { endpoint: EndpointDef; path: string; body: Record<string, unknown> } | { answer: string };

/** An exercise's solution for one trainee (the trainer's answer key, and what the tests run through the API). */
export function solutionRequests(exercise: CourseExercise, vars: ResolvedVars): SolutionRequest[] {
  return exercise.solution.map((step) => {
    if ('answer' in step) return { answer: fillText(step.answer, vars) };
    const endpoint = catalog.find((e) => e.id === step.call) ?? refused(`없는 API 호출 ${step.call}`, `no catalog call ${step.call}`);
    const params = fill(step.params ?? {}, vars) as Record<string, string | number>;
    return { endpoint, path: fillPath(endpoint.path, params), body: fill(step.body ?? {}, vars) as Record<string, unknown> };
  });
}

// ---- Compiling a condition list to SQL ------------------------------------------------------------

export interface CompiledQuery {
  sql: string;
  /** Named parameters: @companyIdx and one per value of the check. */
  params: Record<string, number | string | null>;
}

/** A value as the column holds it; a value of the wrong kind is refused. */
export function asColumnValue(column: string, type: ColumnType, value: Scalar): number | string | null {
  if (value === null) return null;
  const wrong = (kindKo: string, kindEn: string) => refused(`${column}에는 ${kindKo} 값이 와야 합니다 (받은 값: ${JSON.stringify(value)})`, `${column} takes ${kindEn} (got ${JSON.stringify(value)})`);
  switch (type) {
    case 'bool':
      if (typeof value === 'boolean') return value ? 1 : 0;
      return value === 0 || value === 1 ? value : wrong('참/거짓', 'true or false');
    case 'int':
      if (typeof value === 'number') return value;
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : wrong('숫자', 'a number');
    case 'text':
      return typeof value === 'boolean' ? wrong('글자', 'text') : String(value);
    case 'date':
    case 'datetime':
      return typeof value === 'string' && isDateText(value) ? value : wrong('날짜(YYYY-MM-DD) 또는 날짜와 시각', 'a date (YYYY-MM-DD) or a date-time');
  }
}

export const DATED_TYPES: ReadonlySet<ColumnType> = new Set(['date', 'datetime']);
const ORDER_OPS: ReadonlySet<string> = new Set(['gt', 'gte', 'lt', 'lte']);

/** Why comparison `op` cannot be used on a column of `type`, or null when it can: checked when a course is loaded and again when a check is compiled. */
export function comparisonProblem(column: string, type: ColumnType, op: string): Bilingual | null {
  if (op === 'on' && !DATED_TYPES.has(type)) return { ko: `on은 날짜 열에만 씁니다 (${column})`, en: `on is for date columns (${column})` };
  if (op === 'like' && type !== 'text') return { ko: `like는 글자 열에만 씁니다 (${column})`, en: `like is for text columns (${column})` };
  if (ORDER_OPS.has(op) && type === 'bool') return { ko: `참/거짓 열은 크기를 비교하지 않습니다 (${column})`, en: `a yes/no column has no order (${column})` };
  return null;
}

/** A view's column type; a column the view does not have is refused. */
function columnType(view: ViewDef, column: string): ColumnType {
  return view.columns[column] ?? refused(`이 보기에 없는 열입니다: ${column}`, `no such column in this view: ${column}`);
}

/** The comparisons of one condition: a bare value is `eq`. */
function comparisonsOf(condition: CheckValue | ComparisonSet): ComparisonSet {
  return condition !== null && typeof condition === 'object' ? condition : { eq: condition };
}

/** The SQL and values of a view's rows that meet `where`, with placeholders filled from `vars`. */
function compileWhere(view: ViewDef, where: CheckWhere, vars: ResolvedVars, params: CompiledQuery['params']): string {
  const parts: string[] = [];
  const bind = (value: number | string | null) => {
    const name = `v${Object.keys(params).length}`;
    params[name] = value;
    return `@${name}`;
  };
  for (const [column, condition] of Object.entries(where)) {
    const type = columnType(view, column);
    const col = `"${column}"`;
    const nocase = type === 'text' ? ' COLLATE NOCASE' : '';
    const dated = DATED_TYPES.has(type);
    for (const [op, raw] of Object.entries(comparisonsOf(condition)) as [keyof ComparisonSet, unknown][]) {
      const problem = comparisonProblem(column, type, op);
      if (problem) throw new CourseError(problem);
      if (op === 'in') {
        const values = (raw as CheckValue[]).map((v) => asColumnValue(column, type, fill(v, vars) as Scalar));
        const listed = values.filter((v) => v !== null).map(bind);
        const alternatives = [...(listed.length ? [`${col}${nocase} IN (${listed.join(', ')})`] : []), ...(values.includes(null) ? [`${col} IS NULL`] : [])];
        parts.push(`(${alternatives.join(' OR ')})`);
        continue;
      }
      const value = asColumnValue(column, type, fill(raw, vars) as Scalar);
      // Against a date, a date-time column compares its day.
      const side = dated && typeof value === 'string' && DATE_SHAPE.test(value) ? `substr(${col}, 1, 10)` : col;
      if (op === 'eq') parts.push(value === null ? `${col} IS NULL` : `${side} = ${bind(value)}${nocase}`);
      else if (op === 'ne') parts.push(value === null ? `${col} IS NOT NULL` : `${side} IS NOT ${bind(value)}${nocase}`);
      else if (value === null) refused(`${op}에는 값이 와야 합니다: ${column}`, `${op} takes a value: ${column}`);
      // The column's type was checked above (comparisonProblem): a date for on, text for like.
      else if (op === 'on') parts.push(`substr(${col}, 1, 10) = ${bind(String(value).slice(0, 10))}`);
      else if (op === 'like') parts.push(`${col} LIKE ${bind(`%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} ESCAPE '\\'`);
      else {
        const sign = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[op];
        parts.push(`${side} ${sign} ${bind(value)}`);
      }
    }
  }
  return parts.length ? parts.join(' AND ') : '1';
}

function viewNamed(name: string): ViewDef {
  return isViewName(name) ? VIEWS[name] : refused(`없는 보기입니다: ${name}`, `no such view: ${name}`);
}

/** `SELECT <what> FROM (<view of the company>) WHERE <conditions> <tail>`, every value bound. */
export function compileSelect(viewName: string, where: CheckWhere, vars: ResolvedVars, companyIdx: number, what: string, tail = ''): CompiledQuery {
  const view = viewNamed(viewName);
  const params: CompiledQuery['params'] = { companyIdx };
  const clause = compileWhere(view, where, vars, params);
  return { sql: `SELECT ${what} FROM (${view.sql}) WHERE ${clause}${tail ? ` ${tail}` : ''}`, params };
}

// ---- Judging exercises ---------------------------------------------------------------------------------

/** An answer as compared: no blanks, no thousands separators, no case. */
export function normalAnswer(text: string | number | null): string {
  return text === null ? '' : String(text).normalize('NFKC').replace(/[\s,]/g, '').toLowerCase();
}

function holds(db: Db, companyIdx: number, c: Check, vars: ResolvedVars, answer: string | null): boolean {
  if ('all' in c) return c.all.every((inner) => holds(db, companyIdx, inner, vars, answer));
  if ('exists' in c) {
    const q = compileSelect(c.exists, c.where, vars, companyIdx, 'COUNT(*)');
    return (db.prepare(q.sql).pluck().get(q.params) as number) >= (c.min ?? 1);
  }
  if ('none' in c) {
    const q = compileSelect(c.none, c.where, vars, companyIdx, '1', 'LIMIT 1');
    return db.prepare(q.sql).get(q.params) === undefined;
  }
  const wanted = normalAnswer(answer);
  if (wanted === '') return false;
  const view = viewNamed(c.answer);
  const fields = Array.isArray(c.field) ? c.field : [c.field];
  for (const field of fields) columnType(view, field); // a column the view lacks is refused
  const q = compileSelect(c.answer, c.where, vars, companyIdx, fields.map((f) => `"${f}"`).join(', '));
  const rows = db.prepare(q.sql).raw().all(q.params) as (string | number | null)[][];
  return rows.some((row) => row.some((value) => normalAnswer(value) === wanted));
}

/** Whether a `do` exercise holds in the company's world now (a finding task is judged by its answer). */
export function isDone(db: Db, companyIdx: number, exercise: CourseExercise, vars: ResolvedVars): boolean {
  return exercise.kind === 'do' && holds(db, companyIdx, exercise.check, vars, null);
}

/** Whether `answer` is right for a finding task in the company's world now. */
export function judgeAnswer(db: Db, companyIdx: number, exercise: CourseExercise, vars: ResolvedVars, answer: string): boolean {
  return exercise.kind === 'find' && holds(db, companyIdx, exercise.check, vars, answer);
}

// ---- Resolving refs and vars ---------------------------------------------------------------------------

/** A view's row as plain JSON: its yes/no columns as booleans. */
function rowOf(view: ViewDef, row: Record<string, number | string | null>): Record<string, Scalar> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, view.columns[k] === 'bool' && v !== null ? v === 1 : v]));
}

/** Monday–Sunday of the KST week `offset` weeks from the one holding `today`. */
function weekOf(today: string, nowMs: number, offset: number): { start: string; end: string } {
  const start = addDays(today, -((kstWeekday(nowMs) + 6) % 7) + 7 * offset);
  return { start, end: addDays(start, 6) };
}

/** The trainee number as tasks write it: 01, 02 … */
export const traineeNumber = (traineeNo: number): string => String(traineeNo).padStart(2, '0');

/** Characters of a trainee's key: capitals and digits none mistaken for another (0/O, 1/I). */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 32⁵ ≈ 33 million keys: no trainee guesses another's. */
const KEY_LENGTH = 5;
export const traineeKey = (): string => Array.from({ length: KEY_LENGTH }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/**
 * A course's refs and vars in one company's world at simulated time `simNowMs`, for trainee
 * `traineeNo` with its `key`: `nn`, `today`, `key`, each ref's row (in file order, a ref may use the ones before it) and
 * each var. A ref that finds no row is refused, naming it.
 */
export function resolveVars(db: Db, companyIdx: number, course: CourseFile, traineeNo: number, simNowMs: number, key = traineeKey()): ResolvedVars {
  const today = kstDate(simNowMs);
  const vars: Record<string, VarValue> = { nn: traineeNumber(traineeNo), today, key };
  for (const [name, ref] of Object.entries(course.refs)) {
    let found: Record<string, Scalar> | undefined;
    if ('catalog' in ref) found = db.prepare(CATALOG_REF_SQL).get(ref.catalog) as Record<string, Scalar> | undefined;
    else {
      const view = viewNamed(ref.view);
      const order = view.key.map((k) => `"${k}"`);
      // Latest first (no value sorts last), ties by the latest key; or the nth in key order.
      const tail = 'latest' in ref ? `ORDER BY "${ref.latest}" DESC, ${order.map((k) => `${k} DESC`).join(', ')} LIMIT 1` : `ORDER BY ${order.join(', ')} LIMIT 1 OFFSET ${ref.nth - 1}`;
      const q = compileSelect(ref.view, ref.where, vars, companyIdx, '*', tail);
      const row = db.prepare(q.sql).get(q.params) as Record<string, number | string | null> | undefined;
      found = row && rowOf(view, row);
    }
    vars[name] = found ?? refused(`과정 ${course.id}: ref '${name}'에 맞는 행이 회사 ${companyIdx}에 없습니다`, `course ${course.id}: no row of company ${companyIdx} for ref '${name}'`);
  }
  for (const [name, text] of Object.entries(course.vars)) {
    const week = WEEK_VAR.exec(text);
    const date = DATE_VAR.exec(text);
    if (week) vars[name] = weekOf(today, simNowMs, Number(week[1]));
    else if (date) {
      const value = lookup(vars, date[1]!, date[2]);
      if (typeof value !== 'string' || !isDateText(value)) refused(`${name}: {${date[1]}.${date[2]}}는 날짜가 아닙니다`, `${name}: {${date[1]}.${date[2]}} is not a date`);
      vars[name] = (value as string).slice(0, 10);
    } else vars[name] = fillText(text, vars);
  }
  return vars;
}
