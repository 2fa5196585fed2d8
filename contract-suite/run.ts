// Runs the contract suite against a target: for every catalog endpoint a valid call checked against
// its response schema and success style, bad input that must fail, and the auth paths (no token
// and a forged one → 403; on the simulator, an expired session → result ≠ 0 with "expired").
// Everything is a case with an outcome; nothing throws past here.
import { catalog, isSuccess, successStyleOf, type EndpointDef, type SuccessStyle } from '../contract/index';
import { badCases } from './bad-input';
import { callApi, simControl, simRead, type Answer, type CallInput } from './client';
import { runProbes, type Observation } from './probes';
import { READ_STEPS, WRITE_STEPS, type Step, type StepContext, type World } from './steps';
import type { Target } from './target';

export type CaseKind = 'valid' | 'bad' | 'auth' | 'expired';

export interface CaseResult {
  id: string;
  kind: CaseKind;
  label: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  reason?: string;
  /** The schema path that differed (valid cases). */
  schemaPath?: string;
  status?: number;
  /** The answer, cut short (failed cases). */
  payload?: unknown;
  /** A valid call answered success in the other style than the spec's: reported, not failed, off the simulator. */
  styleDrift?: { expected: SuccessStyle; answered: SuccessStyle };
}

export interface SuiteRun {
  target: Omit<Target, 'password'>;
  startedAt: string;
  durationMs: number;
  cases: CaseResult[];
  /** Valid answers by endpoint id (for the drift record). */
  answers: Record<string, unknown>;
  /** What the back end does where the console assumes (probes.ts): reported, never a failure. */
  observations: Observation[];
}

const byId = new Map(catalog.map((e) => [e.id, e]));
const FORGED_TOKEN = 'f0rged-token-the-server-never-issued';

function cut(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text && text.length > 600 ? `${text.slice(0, 600)}…` : value;
}

/** Calls whose `data` is a report string (spec §3). */
const REPORT_STRING_IDS = new Set(['statistics.saleCount', 'statistics.saleAmount', 'statistics.saleProfit']);

/** What is wrong with a report string: JSON of a table, the header row text, every other row numbers as wide as it. */
export function reportTableProblem(data: string): string | null {
  let table: unknown;
  try {
    table = JSON.parse(data);
  } catch {
    return 'the report string is not JSON';
  }
  if (!Array.isArray(table) || table.length === 0 || !table.every(Array.isArray)) return 'the report string is not a table (an array of rows)';
  const [header, ...rows] = table as unknown[][];
  if (!header!.every((cell) => typeof cell === 'string')) return 'the header row is not all text';
  const bad = rows.findIndex((row) => row.length !== header!.length || !row.every((cell) => typeof cell === 'number' && Number.isFinite(cell)));
  return bad === -1 ? null : `row ${bad + 1} is not ${header!.length} numbers`;
}

/**
 * Does a valid call's answer keep the contract? `exactStyle` (the simulator): success only in the
 * spec's style for the call; else the other style (0 for '0', or the reverse) passes with a
 * `styleDrift`, as the console reads either (a production server must not fail the suite on it).
 */
export function checkValid(e: EndpointDef, answer: Answer, exactStyle = true): Pick<CaseResult, 'outcome' | 'reason' | 'schemaPath' | 'styleDrift'> {
  if (answer.error) return { outcome: 'failed', reason: `no answer: ${answer.error}` };
  if (e.responseKind === 'file' && answer.json === undefined) {
    return answer.status === 200 ? { outcome: 'passed' } : { outcome: 'failed', reason: `HTTP ${answer.status} for a file` };
  }
  if (answer.status !== 200) return { outcome: 'failed', reason: `HTTP ${answer.status}` };
  const body = answer.json as { result?: unknown; message?: unknown; msg?: unknown };
  const answered = successStyleOf(body?.result);
  const drift = answered !== null && answered !== e.success && !exactStyle ? { styleDrift: { expected: e.success, answered } } : {};
  if (!isSuccess(body?.result, e.success) && !('styleDrift' in drift)) {
    const style = typeof body?.result === typeof e.success && body?.result !== undefined ? 'failure' : `wrong success style (expected ${JSON.stringify(e.success)})`;
    return { outcome: 'failed', reason: `result ${JSON.stringify(body?.result)}: ${style}; message: ${String(body?.message ?? body?.msg ?? '')}` };
  }
  const parsed = e.response.safeParse(body);
  if (parsed.success) {
    const problem = REPORT_STRING_IDS.has(e.id) ? reportTableProblem((body as { data: string }).data) : null;
    return problem ? { outcome: 'failed', reason: problem, schemaPath: 'data', ...drift } : { outcome: 'passed', ...drift };
  }
  const issue = parsed.error.issues[0]!;
  return { outcome: 'failed', reason: issue.message, schemaPath: issue.path.join('.') || '(root)', ...drift };
}

/** Does an answer to bad input refuse it clearly (never a success, in either style)? */
export function checkRefused(answer: Answer): Pick<CaseResult, 'outcome' | 'reason'> {
  if (answer.error) return { outcome: 'failed', reason: `no answer: ${answer.error}` };
  if (answer.status >= 500) return { outcome: 'failed', reason: `HTTP ${answer.status}` };
  const body = answer.json as { result?: unknown; message?: unknown; msg?: unknown } | undefined;
  if (!body) return { outcome: 'failed', reason: `HTTP ${answer.status} without a JSON failure` };
  if (successStyleOf(body.result) !== null) return { outcome: 'failed', reason: 'bad input was answered as a success' };
  const message = body.message ?? body.msg;
  if (typeof message !== 'string' || !message) return { outcome: 'failed', reason: 'the failure has no message' };
  return { outcome: 'passed' };
}

async function signIn(target: Target): Promise<string | null> {
  const answer = await callApi(target.baseUrl, byId.get('auth.login')!, { body: { userId: target.userId, password: target.password } });
  const body = answer.json as { result?: unknown; accessToken?: string } | undefined;
  return successStyleOf(body?.result) !== null && body?.accessToken ? body.accessToken : null;
}

export interface SuiteOptions {
  /**
   * The cases to run beside the valid calls (which always run: the others need their records);
   * default all. Through a validating proxy, bad input is answered by the proxy, not the server.
   */
  checks?: readonly Exclude<CaseKind, 'valid'>[];
}

export async function runSuite(target: Target, { checks = ['bad', 'auth', 'expired'] }: SuiteOptions = {}): Promise<SuiteRun> {
  const started = Date.now();
  const controlUrl = target.controlUrl ?? target.baseUrl;
  const cases: CaseResult[] = [];
  const answers: Record<string, unknown> = {};
  const record = (c: CaseResult) => cases.push(c);
  const call = (e: EndpointDef, input: CallInput) => callApi(target.baseUrl, e, input);

  // Sign-in is itself a valid case.
  const login = byId.get('auth.login')!;
  const loginAnswer = await call(login, { body: { userId: target.userId, password: target.password } });
  // Off the simulator a success in the other style is reported (styleDrift), not failed.
  const exactStyle = target.simulator;
  record({ id: login.id, kind: 'valid', label: 'sign in', ...checkValid(login, loginAnswer, exactStyle), status: loginAnswer.status });
  const token = await signIn(target);
  if (!token) {
    record({ id: login.id, kind: 'valid', label: 'token', outcome: 'failed', reason: `cannot sign in as ${target.userId}: nothing else can run` });
    return { target: strip(target), startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, cases, answers, observations: [] };
  }
  answers[login.id] = loginAnswer.json;
  // The first sign-in's session is spare: sign-out ends it, not the one every other call uses.
  const world: World = { token, spareToken: (loginAnswer.json as { accessToken?: string } | undefined)?.accessToken };
  const context: StepContext = {
    simulator: target.simulator,
    outbox: async () => ((await simRead(controlUrl, '/outbox', token)) as { data?: { list?: Array<{ to: string; body: string }> } }).data?.list ?? [],
  };

  const writeIds = new Set(WRITE_STEPS.filter((s) => !s.readsOnly).map((s) => s.id));
  /** What each valid call sent (its last step's input), for the expired-session cases. */
  const validInputs = new Map<string, CallInput>();
  const runStep = async (step: Step) => {
    const e = byId.get(step.id);
    if (!e) return record({ id: step.id, kind: 'valid', label: 'valid call', outcome: 'failed', reason: 'no such catalog entry' });
    if (writeIds.has(step.id) && !step.readsOnly && !target.allowWrites) {
      return record({ id: e.id, kind: 'valid', label: 'valid call', outcome: 'skipped', reason: 'writes are off for this target (--writes on turns them on)' });
    }
    await step.prepare?.(world, context).catch(() => undefined); // then its input says what is missing
    const built = step.input(world);
    if ('skip' in built) return record({ id: e.id, kind: 'valid', label: 'valid call', outcome: 'skipped', reason: built.skip });
    validInputs.set(e.id, built);
    const answer = await call(e, { token, ...built });
    const verdict = checkValid(e, answer, exactStyle);
    record({ id: e.id, kind: 'valid', label: 'valid call', ...verdict, status: answer.status, ...(verdict.outcome === 'failed' ? { payload: cut(built.body ?? built.params) } : {}) });
    if (verdict.outcome === 'passed' && answer.json !== undefined) {
      answers[e.id] = answer.json;
      step.learn?.(world, (answer.json as { data?: unknown }).data);
    }
  };
  for (const step of READ_STEPS) await runStep(step);
  const observations = await runProbes((e, input) => call(e, { token, ...input }));
  for (const step of WRITE_STEPS) await runStep(step);

  for (const e of catalog) {
    // A server that checked nothing could act on these: write calls get them only where writes are allowed.
    const held = writeIds.has(e.id) && !target.allowWrites;
    const holdReason = 'a write call: sent only where writes are allowed';
    for (const bad of checks.includes('bad') ? badCases(e) : []) {
      if (held) {
        record({ id: e.id, kind: 'bad', label: bad.label, outcome: 'skipped', reason: holdReason });
        continue;
      }
      const answer = await call(e, { ...bad.input, token });
      const verdict = checkRefused(answer);
      record({ id: e.id, kind: 'bad', label: bad.label, ...verdict, status: answer.status, ...(verdict.outcome === 'failed' ? { payload: cut(answer.json) } : {}) });
    }
    if (!e.auth || !checks.includes('auth')) continue;
    for (const [label, sent] of [['no token', null], ['forged token', FORGED_TOKEN]] as const) {
      if (held) {
        record({ id: e.id, kind: 'auth', label, outcome: 'skipped', reason: holdReason });
        continue;
      }
      const answer = await call(e, { ...sampleInput(e), token: sent });
      record({
        id: e.id,
        kind: 'auth',
        label,
        outcome: answer.status === 403 ? 'passed' : 'failed',
        ...(answer.status === 403 ? {} : { reason: `expected HTTP 403, got ${answer.status || answer.error}`, payload: cut(answer.json) }),
        status: answer.status,
      });
    }
  }

  // An expired session: a session of the suite's own, run out by the simulator's control (no one else's ends).
  const authEndpoints = checks.includes('expired') ? catalog.filter((e) => e.auth) : [];
  const expiring = target.simulator && authEndpoints.length ? await signIn(target) : null;
  if (!target.simulator) {
    for (const e of authEndpoints) record({ id: e.id, kind: 'expired', label: 'expired session', outcome: 'skipped', reason: 'needs the simulator controls (/sim/sessions/expire)' });
  } else if (authEndpoints.length && !expiring) {
    record({ id: login.id, kind: 'expired', label: 'expired session', outcome: 'failed', reason: `cannot sign in as ${target.userId} again for the expired-session cases` });
  } else if (expiring) {
    await simControl(controlUrl, '/sessions/expire', expiring, { own: true });
    for (const e of authEndpoints) {
      // The valid call's input, so only the session is wrong: a validating proxy between (Prism)
      // passes it on, and the server's refusal is what is judged. Only ever sent to the simulator.
      const answer = await call(e, { ...(validInputs.get(e.id) ?? sampleInput(e)), token: expiring });
      const body = answer.json as { result?: unknown; message?: unknown } | undefined;
      const ok = answer.status === 200 && body !== undefined && successStyleOf(body.result) === null && /expired/i.test(String(body.message ?? ''));
      record({
        id: e.id,
        kind: 'expired',
        label: 'expired session',
        outcome: ok ? 'passed' : 'failed',
        ...(ok ? {} : { reason: 'expected HTTP 200, a failure result and a message containing "expired"', payload: cut(body) }),
        status: answer.status,
      });
    }
  }
  // The suite's own sessions end with it (the spare one unless sign-out was tested on it); nobody else's.
  const signedOut = cases.some((c) => c.id === 'auth.logout' && c.kind === 'valid' && c.outcome === 'passed');
  for (const own of [signedOut ? undefined : world.spareToken, token]) if (typeof own === 'string') await call(byId.get('auth.logout')!, { body: {}, token: own });
  return { target: strip(target), startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, cases, answers, observations };
}

/** Some path keys and a harmless body: the auth checks must refuse before looking at them. */
function sampleInput(e: EndpointDef): CallInput {
  const params = Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));
  return { params, ...(e.bodyKind === 'none' ? {} : { body: {} }) };
}

function strip({ password: _password, ...rest }: Target): Omit<Target, 'password'> {
  return rest;
}
