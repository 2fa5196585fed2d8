// The simulator's control API (/sim, contract SIM_CONTROL), sent through the console's one call
// engine (call.ts) as routes of their own (@contract/sim-routes: same origin, never under /api/v1),
// answered as its outcomes. Which calls the signed-in user may make is in the contract
// (canMakeSimCall); a refusal here never ends the session (the routes keep it), and a refused HTTP
// answer says the simulator's own words. With a Live back end nothing is ever sent: every call
// answers a refusal at once.
import type { z } from 'zod';
import type { EndpointRef } from '@contract/endpoint';
import { clockBody, doorBody, eventsResponse, fleetResponse, type FaultCode, type ScenarioName } from '@contract/sim-control';
import { simRoutes } from '@contract/sim-routes';
import type { InjectedFaultInput } from '@contract/sim-faults';
import { answerResponse, myClassResponse, type ClassroomInput } from '@contract/sim-classroom';
import { tourGoResponse } from '@contract/tours';
import { useRuntimeConfig } from './runtimeConfig';
import { i18n } from '../i18n';
import { callEndpoint, type CallInput, type CallOutcome } from './call';

/** What any control call answers (each call's own is `CallOutcome<typeof route>`). */
export type SimOutcome = CallOutcome<EndpointRef>;
export type Fleet = z.output<typeof fleetResponse>['data'];
export type FleetKiosk = Fleet['kiosks'][number];
export type EventPage = z.output<typeof eventsResponse>['data'];

export function simulatorMode(): boolean {
  return useRuntimeConfig.getState().config.backend === 'simulator';
}

const { control, faults, classroom } = simRoutes;

async function send<E extends EndpointRef>(route: E, input: CallInput<E> = {}): Promise<CallOutcome<E>> {
  if (!simulatorMode()) return { ok: false, kind: 'rejected', result: undefined, message: i18n.t('app.simulatorOnly'), response: undefined, endsSession: false };
  const outcome = await callEndpoint(route, input);
  if (outcome.ok) return outcome;
  if (outcome.kind === 'rejected') return outcome.message ? outcome : { ...outcome, message: i18n.t('messages.processingError') };
  return outcome.answerMessage ? { ...outcome, message: outcome.answerMessage } : outcome;
}

export type ClockChange = z.input<typeof clockBody>;
export type DoorMode = NonNullable<z.input<typeof doorBody>['mode']>;
export type DoorItem = NonNullable<z.input<typeof doorBody>['items']>[number];

export const simControl = {
  clock: () => send(control.clockGet),
  fleet: () => send(control.fleet),
  events: (since: number) => send(control.events, { query: { since } }),
  setClock: (body: ClockChange) => send(control.clockSet, { body }),
  /**
   * A customer session; `items` are the products the customer takes (else the kiosk's own choice);
   * `employeeUidIdx` is the employee card tapped (a POINT session; else the fleet picks one).
   */
  openDoor: (deviceIdx: number, mode?: DoorMode, items?: DoorItem[], employeeUidIdx?: number) =>
    send(control.door, {
      params: { deviceIdx },
      body: { ...(mode ? { mode } : {}), ...(items?.length ? { items } : {}), ...(employeeUidIdx !== undefined ? { employeeUidIdx } : {}) },
    }),
  raiseFault: (deviceIdx: number, code: FaultCode) => send(control.faultRaise, { params: { deviceIdx }, body: { code } }),
  clearFault: (deviceIdx: number, code: FaultCode) => send(control.faultClear, { params: { deviceIdx }, body: { code } }),
  selfCheck: (deviceIdx: number) => send(control.selfCheck, { params: { deviceIdx } }),
  setOffline: (deviceIdx: number, offline: boolean) => send(control.offline, { params: { deviceIdx }, body: { offline } }),
  /** On the caller's kiosks, the ones named, or (ADMIN) one user's (`userId`: a trainee's sandbox). */
  scenario: (name: ScenarioName, target: { deviceIdxs?: number[]; userId?: string } = {}) => send(control.scenario, { params: { name }, body: target }),
  reset: () => send(control.reset, { body: {} }),
  /** How many other sessions are live: the consoles a world replacement signs out (ADMIN). */
  sessions: () => send(control.sessions),
  /** Ends every signed-in session now (this one too): the console shows 'Session expired, logged out'. */
  expireSessions: () => send(control.expireSessions, { body: {} }),
  faults: () => send(faults.list),
  addFault: (body: InjectedFaultInput) => send(faults.add, { body }),
  /** One fault, or (none given) the faults hitting everyone and this session's own. */
  clearFaults: (faultId?: number) => send(faults.clear, { body: faultId === undefined ? {} : { faultId } }),
  /** Every fault aimed at the user or set by them (ADMIN). */
  clearFaultsOf: (userId: string) => send(faults.clear, { body: { userId } }),
  tours: () => send(control.tours),
  tour: (tourId: string) => send(control.tour, { params: { tourId } }),
  /** To a step of a tour; `restart` (or any step but the next) starts from a fresh copy of the world. */
  tourGo: (tourId: string, step: number, restart = false) =>
    send(control.tourGo, { params: { tourId }, body: restart ? { step, restart } : { step } }),
  /** Ends the tour: the world stays, the clock runs again at its pace from before the tour. */
  tourEnd: (tourId: string) => send(control.tourEnd, { params: { tourId }, body: {} }),
  /** The trainer's class (ADMIN): make it, its board, the sign-in cards again, one trainee's sandbox reset, its end. */
  makeClass: (body: ClassroomInput) => send(classroom.make, { body }),
  classBoard: () => send(classroom.board),
  classCards: () => send(classroom.accounts),
  resetTrainee: (userId: string) => send(classroom.reset, { params: { userId }, body: {} }),
  endClass: () => send(classroom.end, { body: {} }),
};
export type TourStepAnswer = z.output<typeof tourGoResponse>['data'];

/** A trainee's own classroom calls: the checklist (`trainee: null` for anyone else) and a finding task's answer. */
export const traineeControl = {
  myClass: () => send(classroom.me),
  /** A wrong answer is ok, with `done: false` and the tries left. */
  answer: (exerciseId: string, answer: string) => send(classroom.answer, { body: { exerciseId, answer } }),
};
export type MyTrainee = NonNullable<z.output<typeof myClassResponse>['data']['trainee']>;
export type AnswerOutcome = z.output<typeof answerResponse>['data'];
