// The one helper behind every store action (spec §4): request → success | failure phases.
//   request: loading on, status and message cleared
//   success: loading off, status SUCCESS (or the action's own), the answer put in the store
//   failure: loading off, status FAIL; fetch ⇒ 'Information lookup failed' ('No access to this
//            record' when the server answers NOT_AUTHORIZED: the record is outside one's scope;
//            'No such device' / 'No such record' when it answers NOT_FOUND, api/notFound.ts);
//            save ⇒ the server message, else the generic 'An error occurred during processing'
// A state area is one `createAreaStore(...)` call in one file under src/state/.
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { setAutoFreeze, type Draft } from 'immer';
import type { EndpointRef, ResponseOf } from '@contract/endpoint';
import type { MessageKey } from '@contract/messages';
import { FAILURE } from '@contract/result-codes';
import { callEndpoint, callEveryPage, cannotReachServer, forgetCached, type CallFailure, type CallInput, type CallOptions, type CallOutcome } from '../api/call';
import { notFoundKey, saysNotFound } from '../api/notFound';
import { tm } from '../i18n';

// Immer freezes what a store holds, deeply, so a stray mutation throws: on in development and in
// the tests, where that catches bugs; off in the build, where freezing a 100,000-row answer row by
// row took about a third of a second (docs/performance.md). State is still only changed through
// immer's drafts.
setAutoFreeze(import.meta.env.DEV);

export type Status = '' | 'SUCCESS' | 'FAIL' | 'LOGIN_SUCCESS' | 'LOGIN_FAIL';

/** The phase fields every area store carries. */
export interface Phased {
  loading: boolean;
  status: Status;
  message: string;
}
export const idlePhase: Phased = { loading: false, status: '', message: '' };

export type Recipe<S> = (draft: Draft<S>) => void;
export type Setter<S> = (recipe: Recipe<S>) => void;

export interface ActionSpec<S, E extends EndpointRef> {
  endpoint: E;
  /** 'fetch' for list/info reads, 'save' for store/update/delete (decides the failure wording). */
  kind: 'fetch' | 'save';
  /** Call options; the global loading flag is on unless `{ loading: false }`. */
  call?: CallOptions;
  /** Extra resets at request time (e.g. payment list: the whole state). */
  onRequest?: Recipe<S>;
  /**
   * A success answer that lacks what the action needs (sign-in without a user) counts as a refusal,
   * with the answer's own message.
   */
  complete?: (response: ResponseOf<E>) => boolean;
  /** Put the answer in the store. */
  onSuccess?: (draft: Draft<S>, response: ResponseOf<E>) => void;
  onFailure?: (draft: Draft<S>, failure: CallFailure) => void;
  /** Statuses other than SUCCESS / FAIL (login: LOGIN_SUCCESS / LOGIN_FAIL). */
  statuses?: { success?: Status; failure?: Status };
  /** Message on success; default 'Normally processed' for save, none for fetch. */
  successMessage?: MessageKey;
  /** Generic failure message; default lookupFailed (fetch) / processingError (save). */
  failureMessage?: MessageKey;
  /**
   * Show the server's own message on a rejected answer; default true for save, false for fetch. A
   * function decides per failure (find ID: only a throttle's "try again in N minutes").
   */
  serverMessage?: boolean | ((failure: CallFailure) => boolean);
  /**
   * A list the screen keeps whole (it pages, sorts and filters it in the browser, or picks from it):
   * a list call answers one page at most, so every page of the query is gathered (callEveryPage),
   * unless the body names a page or a size itself (a server-paged screen, a top-N ranking).
   */
  everyPage?: boolean;
  /** Cached answers of these endpoints are stale once this action succeeds (e.g. the org tree). */
  invalidates?: readonly EndpointRef[];
  /**
   * A background refresh (auto-refresh): no loading flags, status and message left as they are,
   * the answer applied on success, and a failure changes nothing in the store (the screen keeps
   * what it shows and says so itself).
   */
  silent?: boolean;
  /**
   * Calls sharing this name answer in order: only the newest call applies its answer, and a
   * silent refresh never overrides a call the operator started after it.
   */
  latest?: string;
}

export interface ActionResult<E extends EndpointRef> {
  ok: boolean;
  status: Status;
  /** What the store now holds in `message`. */
  message: string;
  /** The server's message of a rejected answer, '' otherwise. */
  serverMessage: string;
  /** This action's generic failure wording ('' on success). */
  genericMessage: string;
  /** The call ended the session (403, expired): the expiry alert has said it all. */
  endsSession: boolean;
  /** The answer, when ok. */
  response?: ResponseOf<E>;
  outcome: CallOutcome<E>;
}

/** Status and message for an outcome (pure; the phase rules of spec §4 live here). */
export function settle<E extends EndpointRef>(
  spec: Pick<ActionSpec<unknown, E>, 'endpoint' | 'kind' | 'statuses' | 'successMessage' | 'failureMessage' | 'serverMessage'>,
  outcome: CallOutcome<E>,
  /** The call's body (what a missing record was asked by). */
  body?: unknown,
): Pick<ActionResult<E>, 'ok' | 'status' | 'message' | 'serverMessage' | 'genericMessage' | 'endsSession'> {
  const save = spec.kind === 'save';
  if (outcome.ok) {
    const message = spec.successMessage ? tm(spec.successMessage) : save ? tm('normallyProcessed') : '';
    return { ok: true, status: spec.statuses?.success ?? 'SUCCESS', message, serverMessage: '', genericMessage: '', endsSession: false };
  }
  const serverMessage = outcome.kind === 'rejected' ? outcome.message : '';
  // Told by the result code, not the wording: string-style endpoints answer '4'.
  const outOfScope = !save && outcome.kind === 'rejected' && Number(outcome.result) === FAILURE.NOT_AUTHORIZED;
  // A record that does not exist says so, unless the action has words of its own (spec §8's
  // 'Product list lookup failed').
  const missing = !save && spec.failureMessage === undefined && saysNotFound(outcome);
  const generic = tm(outOfScope ? 'noAccessToRecord' : missing ? notFoundKey(spec.endpoint, body) : (spec.failureMessage ?? (save ? 'processingError' : 'lookupFailed')));
  const useServer = typeof spec.serverMessage === 'function' ? spec.serverMessage(outcome) : (spec.serverMessage ?? save);
  // The screen's wording, and why when no server answered: the operator's next step differs.
  const unanswered = cannotReachServer(outcome);
  return {
    ok: false,
    status: spec.statuses?.failure ?? 'FAIL',
    message: useServer && serverMessage ? serverMessage : unanswered ? tm('serverUnreachable', { failure: generic }) : generic,
    serverMessage,
    genericMessage: generic,
    endsSession: outcome.endsSession,
  };
}

/** A success answer short of what its action needs, as the refusal it amounts to. */
function incomplete(response: unknown): CallFailure {
  const body = (response ?? {}) as { result?: unknown; message?: unknown; msg?: unknown };
  const message = [body.msg, body.message].find((m): m is string => typeof m === 'string' && m !== '') ?? '';
  return { ok: false, kind: 'rejected', result: body.result, message, response, endsSession: false };
}

export type Runner<S> = <E extends EndpointRef>(spec: ActionSpec<S, E>, input?: CallInput<E>) => Promise<ActionResult<E>>;

const saveListeners = new Set<() => void>();

/**
 * Hear every successful save of any store (the moment 'Normally processed' is said), e.g. to read
 * what the write changed elsewhere. Returns the way to stop hearing.
 */
export function onSaved(listener: () => void): () => void {
  saveListeners.add(listener);
  return () => void saveListeners.delete(listener);
}

/** Bind the phase runner to one store's setter. */
export function phased<S extends Phased>(set: Setter<S>): Runner<S> {
  // Per `latest` name: the ticket of the newest call the operator started (silent calls take none).
  const newest = new Map<string, number>();
  let tickets = 0;
  return async (spec, input = {}) => {
    const silent = spec.silent === true;
    let ticket = spec.latest === undefined ? 0 : (newest.get(spec.latest) ?? 0);
    if (spec.latest !== undefined && !silent) newest.set(spec.latest, (ticket = ++tickets));
    if (!silent) {
      set((draft) => {
        const d = draft as Draft<Phased>;
        d.loading = true;
        d.status = '';
        d.message = '';
        spec.onRequest?.(draft);
      });
    }
    const asked = input.body as { page?: unknown; size?: unknown } | undefined;
    const paged = asked?.page !== undefined || asked?.size !== undefined;
    const call = spec.everyPage && !paged ? callEveryPage : callEndpoint;
    let outcome = await call(spec.endpoint, input, { loading: !silent, ...spec.call });
    if (outcome.ok && spec.complete && !spec.complete(outcome.response)) outcome = incomplete(outcome.response);
    const result = settle(spec, outcome, input.body);
    if (outcome.ok && spec.invalidates) forgetCached(...spec.invalidates);
    const superseded = spec.latest !== undefined && (newest.get(spec.latest) ?? 0) !== ticket;
    if (!superseded && (!silent || outcome.ok)) {
      set((draft) => {
        if (!silent) {
          const d = draft as Draft<Phased>;
          d.loading = false;
          d.status = result.status;
          d.message = result.message;
        }
        if (outcome.ok) spec.onSuccess?.(draft, outcome.response);
        else spec.onFailure?.(draft, outcome);
      });
    }
    if (outcome.ok && spec.kind === 'save') saveListeners.forEach((listener) => listener());
    return { ...result, response: outcome.ok ? outcome.response : undefined, outcome };
  };
}

export interface AreaTools<D> {
  run: Runner<D & Phased>;
  set: Setter<D & Phased>;
  /** The data and phase fields (typing the actions here too would defeat inference). */
  get: () => D & Phased;
}

export type AreaState<D, A> = D & Phased & A & {
  /** Back to the initial data (lists, detail, phase fields). */
  reset(): void;
  /** Forget the last status and message (e.g. when a screen opens). */
  clearStatus(): void;
};

const logoutResets = new Set<() => void>();

/** Back to the initial state for every area store (called on logout). */
export function resetAreaStores(): void {
  logoutResets.forEach((reset) => reset());
}

/**
 * A state area: its data, the phase fields, its actions (built with `run`) and `reset()`.
 *
 *   export const useCompanyStore = createAreaStore({ list: [] as Company[] }, ({ run }) => ({
 *     fetchList: (query: ListQuery = {}) =>
 *       run({ endpoint: api.company.list, kind: 'fetch', onSuccess: (d, r) => void (d.list = r.data.list) }, { body: query }),
 *   }));
 */
export function createAreaStore<D extends object, A extends object>(
  data: D,
  actions: (tools: AreaTools<D>) => A,
  options: { resetOnLogout?: boolean } = {},
) {
  const initial = { ...idlePhase, ...data } as D & Phased;
  const store = create<AreaState<D, A>>()(
    immer((set, get) => {
      const setter = set as unknown as Setter<D & Phased>;
      return {
        ...initial,
        ...actions({ run: phased(setter), set: setter, get }),
        reset: () => setter((d) => void Object.assign(d, initial)),
        clearStatus: () => setter((d) => void Object.assign(d, { status: '', message: '' })),
      } as AreaState<D, A>;
    }),
  );
  if (options.resetOnLogout !== false) logoutResets.add(() => store.getState().reset());
  return store;
}
