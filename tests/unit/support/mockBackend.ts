// Replaces the console's axios adapter with a scripted back end, so tests run the real
// client (interceptors, error mapping, session rule) without a network. Every answer it serves is
// checked against its endpoint's schema in the catalog (stubCheck.ts).
import { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Company, User } from '@contract';
import { http } from '../../../web/src/api/client';
import { reportProblem } from './problems';
import { answerProblem, unknownPath } from './stubCheck';

export type Reply =
  /** `offContract`: why this answer breaks the contract on purpose (a server the console must survive); it is not checked. */
  | { status?: number; data?: unknown; headers?: Record<string, string>; offContract?: string }
  | { fail: 'network' | 'timeout' | 'aborted' | 'canceled' };

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

export function mockBackend(handler: Handler): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const method = config.method ?? 'get';
    const url = config.url ?? '';
    if ('fail' in reply) {
      const unknown = unknownPath(url, method);
      if (unknown) reportProblem(unknown);
      if (reply.fail === 'canceled') throw new CanceledError(undefined, undefined, config);
      const code = { network: AxiosError.ERR_NETWORK, timeout: AxiosError.ETIMEDOUT, aborted: AxiosError.ECONNABORTED }[reply.fail];
      throw new AxiosError(reply.fail, code, config);
    }
    const problem = reply.offContract ? null : answerProblem(method, url, reply.status ?? 200, reply.data);
    if (problem) reportProblem(problem);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
  return calls;
}

/**
 * Ends the test's back end. A request still on its way (a screen's call awaiting its transport while
 * the test ended) gets no answer: the real adapter would fail it later, inside the next test.
 */
export function restoreBackend(): void {
  http.defaults.adapter = () => new Promise<never>(() => undefined);
}

/** A promise with its resolve handle, to hold a request in flight. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const sampleUser: User = {
  userIdx: 1,
  userId: 'admin',
  userName: '관리자',
  userType: 'INTERNAL',
  authType: 'ADMIN',
  companyIdx: null,
  companyName: null,
  divisionIdxList: [],
  email: 'admin@example.com',
  phone: '010-0000-0000',
  lastLoginDate: null,
  createdDate: '2024-01-01 09:00:00',
  updatedDate: '2024-01-01 09:00:00',
};

export function sampleCompany(companyIdx: number, overrides: Partial<Company> = {}): Company {
  return {
    companyIdx,
    companyName: `Company ${companyIdx}`,
    businessNumber: '123-45-67890',
    ceoName: 'Kim',
    phone: '02-123-4567',
    email: 'c@example.com',
    zipCode: '12345',
    address: 'Seoul',
    addressDetail: '1F',
    provider: 'TC',
    memo: '',
    divisionCount: 2,
    deviceCount: 5,
    createdDate: '2024-01-02 10:11:12',
    updatedDate: '2024-03-04 05:06:07',
    ...overrides,
  };
}
