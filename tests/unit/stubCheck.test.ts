// The console tests' stubbed back end answers only what the contract allows (support/stubCheck.ts):
// each request finds its catalog endpoint by method and path, and a wrong answer names it.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerProblem, stubbedCall, unknownPath } from './support/stubCheck';
import { sampleCompany } from './support/mockBackend';
import { sampleDevice, sampleDoorOpen } from './support/deviceSamples';
import { info, listOf, on, refused } from './support/scriptedBackend';

describe('the endpoint a stubbed request names', () => {
  it('matches path parameters, a literal path before a pattern, and the method', () => {
    expect(stubbedCall('/company/info/42', 'get')?.id).toBe('company.info');
    expect(stubbedCall('/device/open-door/list', 'post')?.id).toBe('device.openDoorList');
    expect(stubbedCall('/device/open-door/7', 'get')?.id).toBe('device.openDoorInfo');
    expect(stubbedCall('/company/info/42', 'post')).toBeUndefined();
    expect(stubbedCall('/sim/devices/7/door', 'post')?.id).toBe('sim.door');
    expect(stubbedCall('/sim/clock', 'post')?.id).toBe('sim.clockSet');
  });

  it('a path the catalog does not know is a problem', () => {
    expect(unknownPath('/company/info/42')).toBeNull();
    expect(unknownPath('/company/lists')).toBe('a stub answers /company/lists, which is not in the catalog (contract/)');
    expect(answerProblem('get', '/sim/nothing', 200, {})).toContain('/sim/nothing, which is not in the catalog');
  });
});

describe('an answer checked against its endpoint', () => {
  it('passes a success in shape, and a failure in the failure shape', () => {
    expect(answerProblem('get', '/company/info/1', 200, { result: 0, message: '', data: sampleCompany(1) })).toBeNull();
    expect(answerProblem('get', '/company/info/1', 200, { result: 3, message: 'No such company' })).toBeNull();
    expect(answerProblem('get', '/sim/tours', 200, { result: 0, message: '', data: { list: [] } })).toBeNull();
  });

  it('names the endpoint and the zod issue of a wrong shape', () => {
    const { companyName: _, ...withoutName } = sampleCompany(1);
    expect(answerProblem('get', '/company/info/1', 200, { result: 0, message: '', data: withoutName })).toBe(
      'the stub for company.info (GET /company/info/1) answers outside its response schema — data.companyName: Invalid input: expected string, received undefined',
    );
    expect(answerProblem('get', '/sim/clock', 200, { result: 0, message: '', data: {} })).toMatch(/^the stub for sim\.clockGet .* data\.now:/);
    expect(answerProblem('post', '/company/store', 200, { result: 1 })).toBeNull();
    expect(answerProblem('post', '/company/store', 200, { result: 1, message: 7 })).toMatch(/outside its failure schema — message:/);
  });

  it('leaves a non-2xx answer and a file alone', () => {
    expect(answerProblem('get', '/company/info/1', 502, 'Bad Gateway')).toBeNull();
    expect(answerProblem('get', '/user/fileDownload/3', 200, new Blob(['%PDF']))).toBeNull();
  });
});

describe('a stub typed by its URL', () => {
  it('takes its endpoint’s answer, a failure, or an HTTP error; a wrong shape does not typecheck', () => {
    const company = sampleCompany(3);
    const routes = [
      on('/company/info/3', info(company)),
      on('/company/info/3', refused(3, 'No such company')),
      on('/company/info/3', { status: 502, data: 'Bad Gateway' }),
      on('/device/open-door/list', listOf(sampleDoorOpen(1))),
      // @ts-expect-error a company's number is a number
      on('/company/info/3', info({ ...company, companyIdx: 'three' })),
      // @ts-expect-error a door opening is not a device (the list's literal path, not /device/open-door/{deviceIdx})
      on('/device/open-door/list', listOf(sampleDevice(1))),
      // @ts-expect-error a list answers a page, not a row
      on('/company/list', info(company)),
      on('/company/info/3', { offContract: 'a server older than the catalog', data: { result: 0, message: '', data: { companyIdx: 3 } } }),
    ];
    expect(routes).toHaveLength(8);
  });
});
