// The simulator's control API (/sim, contract SIM_CONTROL): same origin, never under /api/v1, sent
// through the console's axios instance (timeout, language, the session's bearer token) with
// baseURL ''. Which calls the signed-in user may make is in the contract (canMakeSimCall); a refusal
// here never ends the session. Every POST sends a JSON body (the simulator refuses any other write).
// With a Live back end nothing is ever sent: every call answers 'unavailable' at once.
import axios from 'axios';
import { z } from 'zod';
import { SIM_CONTROL, clockBody, doorBody, eventsResponse, fleetResponse, type FaultCode, type ScenarioName, type SimCall } from '@contract/sim-control';
import { SIM_FAULTS, type InjectedFaultInput } from '@contract/sim-faults';
import { SIM_CLASSROOM, answerResponse, myClassResponse, type ClassroomInput } from '@contract/sim-classroom';
import { tourGoResponse } from '@contract/tours';
import { useRuntimeConfig } from './runtimeConfig';
import { i18n } from '../i18n';
import { http } from './client';
import { describeTransportError } from './errors';

export type SimOutcome<T> = { ok: true; data: T; message: string } | { ok: false; message: string };
/** What a call answers as `data` on success: from its contract entry's response schema. */
type DataOf<K extends SimCall> = z.output<K['response']> extends { data: infer D } ? D : never;
export type Fleet = z.output<typeof fleetResponse>['data'];
export type FleetKiosk = Fleet['kiosks'][number];
export type EventPage = z.output<typeof eventsResponse>['data'];

/** `/sim/devices/:deviceIdx/door` → `/sim/devices/7/door`. */
export function simPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`missing ${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

export function simulatorMode(): boolean {
  return useRuntimeConfig.getState().config.backend === 'simulator';
}

function messageOf(data: unknown): string {
  const body = (data ?? {}) as { message?: unknown; msg?: unknown };
  const text = typeof body.message === 'string' && body.message ? body.message : body.msg;
  return typeof text === 'string' ? text : '';
}

async function send<K extends SimCall>(
  call: K,
  input: { params?: Record<string, number | string>; body?: unknown; query?: Record<string, number> } = {},
): Promise<SimOutcome<DataOf<K>>> {
  if (!simulatorMode()) return { ok: false, message: i18n.t('app.simulatorOnly') };
  try {
    const data = call.method === 'POST' ? (input.body ?? {}) : undefined;
    const res = await http.request({ baseURL: '', method: call.method, url: simPath(call.path, input.params), params: input.query, data });
    const raw = res.data as { result?: unknown };
    if (raw?.result !== 0) return { ok: false, message: messageOf(res.data) || i18n.t('messages.processingError') };
    const parsed = call.response.safeParse(res.data);
    if (!parsed.success) return { ok: false, message: `${call.path}: ${parsed.error.issues[0]?.message ?? 'unexpected answer'}` };
    const answer = parsed.data as { data: DataOf<K>; message: string };
    return { ok: true, data: answer.data, message: answer.message };
  } catch (error) {
    const serverMessage = axios.isAxiosError(error) ? messageOf(error.response?.data) : '';
    return { ok: false, message: serverMessage || describeTransportError(error).message };
  }
}

export type ClockChange = z.input<typeof clockBody>;
export type DoorMode = NonNullable<z.input<typeof doorBody>['mode']>;
export type DoorItem = NonNullable<z.input<typeof doorBody>['items']>[number];

export const simControl = {
  clock: () => send(SIM_CONTROL.clockGet),
  fleet: () => send(SIM_CONTROL.fleet),
  events: (since: number) => send(SIM_CONTROL.events, { query: { since } }),
  setClock: (body: ClockChange) => send(SIM_CONTROL.clockSet, { body }),
  /**
   * A customer session; `items` are the products the customer takes (else the kiosk's own choice);
   * `employeeUidIdx` is the employee card tapped (a POINT session; else the fleet picks one).
   */
  openDoor: (deviceIdx: number, mode?: DoorMode, items?: DoorItem[], employeeUidIdx?: number) =>
    send(SIM_CONTROL.door, {
      params: { deviceIdx },
      body: { ...(mode ? { mode } : {}), ...(items?.length ? { items } : {}), ...(employeeUidIdx !== undefined ? { employeeUidIdx } : {}) },
    }),
  raiseFault: (deviceIdx: number, code: FaultCode) => send(SIM_CONTROL.faultRaise, { params: { deviceIdx }, body: { code } }),
  clearFault: (deviceIdx: number, code: FaultCode) => send(SIM_CONTROL.faultClear, { params: { deviceIdx }, body: { code } }),
  selfCheck: (deviceIdx: number) => send(SIM_CONTROL.selfCheck, { params: { deviceIdx } }),
  setOffline: (deviceIdx: number, offline: boolean) => send(SIM_CONTROL.offline, { params: { deviceIdx }, body: { offline } }),
  /** On the caller's kiosks, the ones named, or (ADMIN) one user's (`userId`: a trainee's sandbox). */
  scenario: (name: ScenarioName, target: { deviceIdxs?: number[]; userId?: string } = {}) => send(SIM_CONTROL.scenario, { params: { name }, body: target }),
  reset: () => send(SIM_CONTROL.reset, { body: {} }),
  /** How many other sessions are live: the consoles a world replacement signs out (ADMIN). */
  sessions: () => send(SIM_CONTROL.sessions),
  /** Ends every signed-in session now (this one too): the console shows 'Session expired, logged out'. */
  expireSessions: () => send(SIM_CONTROL.expireSessions, { body: {} }),
  faults: () => send(SIM_FAULTS.list),
  addFault: (body: InjectedFaultInput) => send(SIM_FAULTS.add, { body }),
  /** One fault, or (none given) the faults hitting everyone and this session's own. */
  clearFaults: (faultId?: number) => send(SIM_FAULTS.clear, { body: faultId === undefined ? {} : { faultId } }),
  /** Every fault aimed at the user or set by them (ADMIN). */
  clearFaultsOf: (userId: string) => send(SIM_FAULTS.clear, { body: { userId } }),
  tours: () => send(SIM_CONTROL.tours),
  tour: (tourId: string) => send(SIM_CONTROL.tour, { params: { tourId } }),
  /** To a step of a tour; `restart` (or any step but the next) starts from a fresh copy of the world. */
  tourGo: (tourId: string, step: number, restart = false) =>
    send(SIM_CONTROL.tourGo, { params: { tourId }, body: restart ? { step, restart } : { step } }),
  /** Ends the tour: the world stays, the clock runs again at its pace from before the tour. */
  tourEnd: (tourId: string) => send(SIM_CONTROL.tourEnd, { params: { tourId }, body: {} }),
  /** The trainer's class (ADMIN): make it, its board, the sign-in cards again, one trainee's sandbox reset, its end. */
  makeClass: (body: ClassroomInput) => send(SIM_CLASSROOM.make, { body }),
  classBoard: () => send(SIM_CLASSROOM.board),
  classCards: () => send(SIM_CLASSROOM.accounts),
  resetTrainee: (userId: string) => send(SIM_CLASSROOM.reset, { params: { userId }, body: {} }),
  endClass: () => send(SIM_CLASSROOM.end, { body: {} }),
};
export type TourStepAnswer = z.output<typeof tourGoResponse>['data'];

/** A trainee's own classroom calls: the checklist (`trainee: null` for anyone else) and a finding task's answer. */
export const traineeControl = {
  myClass: () => send(SIM_CLASSROOM.me),
  /** A wrong answer is ok, with `done: false` and the tries left. */
  answer: (exerciseId: string, answer: string) => send(SIM_CLASSROOM.answer, { body: { exerciseId, answer } }),
};
export type MyTrainee = NonNullable<z.output<typeof myClassResponse>['data']['trainee']>;
export type AnswerOutcome = z.output<typeof answerResponse>['data'];
