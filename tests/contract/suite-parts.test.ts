// The contract suite's own parts: how an answer is judged (schema path, success style, refusals),
// which bad input each endpoint gets, masking of personal data and the drift between recordings.
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/index';
import { badCases } from '../../contract-suite/bad-input';
import { compareRecorded, driftText, mask, shapeOf } from '../../contract-suite/drift';
import { observationsText, probeReceiptSearch } from '../../contract-suite/probes';
import { reportJson, reportText, totals } from '../../contract-suite/report';
import { checkRefused, checkValid, reportTableProblem } from '../../contract-suite/run';

const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', json: body });

describe('judging answers', () => {
  const company = { companyIdx: 1, companyName: 'A', businessNumber: '', ceoName: '', phone: '', email: '', zipCode: '', address: '', addressDetail: '', provider: null, memo: '', divisionCount: 0, deviceCount: 0, createdDate: '2026-01-01 00:00:00', updatedDate: '2026-01-01 00:00:00' };

  it('passes an answer in the schema, tolerating extra fields', () => {
    expect(checkValid(api.company.info, json({ result: 0, message: '', data: { ...company, extra: 'kept by the server' } }))).toEqual({ outcome: 'passed' });
  });

  it('names the schema path that differs', () => {
    expect(checkValid(api.company.info, json({ result: 0, message: '', data: { ...company, companyIdx: 'one' } }))).toMatchObject({ outcome: 'failed', schemaPath: 'data.companyIdx' });
  });

  it("fails a success in the wrong style on the simulator: '0' where 0 is success, and 0 where '0' is", () => {
    expect(checkValid(api.company.list, json({ result: '0', message: '', data: { list: [], totalCount: 0 } }))).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('wrong success style (expected 0)') });
    expect(checkValid(api.product.masterList, json({ result: 0, message: '', data: { list: [], totalCount: 0 } }))).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('expected "0"') });
  });

  it('reports a success in the other style off the simulator, passing it, and still judges the rest of the answer', () => {
    const list = { result: '0', message: '', data: { list: [], totalCount: 0 } };
    expect(checkValid(api.company.list, json(list), false)).toEqual({ outcome: 'passed', styleDrift: { expected: 0, answered: '0' } });
    expect(checkValid(api.product.masterList, json({ ...list, result: 0 }), false)).toEqual({ outcome: 'passed', styleDrift: { expected: '0', answered: 0 } });
    expect(checkValid(api.company.list, json({ ...list, result: 0 }), false)).toEqual({ outcome: 'passed' });
    expect(checkValid(api.company.list, json({ ...list, data: null }), false)).toMatchObject({ outcome: 'failed', schemaPath: 'data', styleDrift: { answered: '0' } });
    expect(checkValid(api.company.list, json({ ...list, result: '1', message: 'no' }), false)).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('result "1"') });
  });

  it('lists each drifting call once in the report, beside the totals', () => {
    const drifting = { id: 'auth.login', kind: 'valid', label: 'sign in', outcome: 'passed', styleDrift: { expected: '0', answered: 0 } } as const;
    const cases = [drifting, { ...drifting, label: 'again' }, { id: 'company.list', kind: 'valid', label: 'valid call', outcome: 'passed' } as const];
    expect(totals(cases)).toMatchObject({ passed: 3, failed: 0, styleDrifts: [{ id: 'auth.login', expected: '0', answered: 0 }] });
    const run = { target: { baseUrl: 'https://prod.example', userId: 'ops', allowWrites: false, simulator: false }, startedAt: '', durationMs: 1000, cases, answers: {}, observations: [] };
    expect(reportText(run)).toContain('SUCCESS STYLE DRIFT');
    expect(reportText(run)).toContain('  ~ auth.login: success answered 0, the spec gives "0"');
    expect(JSON.parse(reportJson(run)).totals.styleDrifts).toEqual([{ id: 'auth.login', expected: '0', answered: 0 }]);
  });

  it('takes a file for a file endpoint and an HTTP 200 JSON success for the rest', () => {
    expect(checkValid(api.user.fileDownload, { status: 200, contentType: 'application/pdf', json: undefined, bytes: 10 })).toEqual({ outcome: 'passed' });
    expect(checkValid(api.company.list, json({ result: 0 }, 500))).toMatchObject({ outcome: 'failed', reason: 'HTTP 500' });
  });

  it('wants bad input refused with a message, never a success or a 5xx', () => {
    expect(checkRefused(json({ result: 2, message: 'page: must be a number' }))).toEqual({ outcome: 'passed' });
    expect(checkRefused(json({ result: 2, message: 'x' }, 400))).toEqual({ outcome: 'passed' });
    expect(checkRefused(json({ result: 0, message: '' }))).toMatchObject({ outcome: 'failed', reason: 'bad input was answered as a success' });
    expect(checkRefused(json({ result: '0', message: '' }))).toMatchObject({ outcome: 'failed', reason: 'bad input was answered as a success' });
    expect(checkRefused(json({ result: 2 }))).toMatchObject({ outcome: 'failed', reason: 'the failure has no message' });
    expect(checkRefused(json({ result: 2, message: 'boom' }, 500))).toMatchObject({ outcome: 'failed', reason: 'HTTP 500' });
  });
});

describe('report strings', () => {
  it('takes a header of text and rows of numbers as wide as it', () => {
    expect(reportTableProblem(JSON.stringify([['period', 'total'], [20261121, 12], [20261122, 0]]))).toBeNull();
    expect(reportTableProblem('{oops')).toBe('the report string is not JSON');
    expect(reportTableProblem(JSON.stringify({ rows: [] }))).toBe('the report string is not a table (an array of rows)');
    expect(reportTableProblem(JSON.stringify([['period', 1]]))).toBe('the header row is not all text');
    expect(reportTableProblem(JSON.stringify([['period', 'total'], [20261121, '12']]))).toBe('row 1 is not 2 numbers');
    expect(reportTableProblem(JSON.stringify([['period', 'total'], [20261121]]))).toBe('row 1 is not 2 numbers');
  });
});

describe('bad input from the schemas', () => {
  it('breaks path keys, the body and uploads in every way the schemas allow', () => {
    expect(badCases(api.company.info).map((c) => c.input.params?.companyIdx)).toEqual(['abc', '-1', '0', '1.5', '99999999999999999999', '0x1', ' 1', '1 ', '1e0', '+1', '1.0', '01']);
    const login = badCases(api.auth.login);
    expect(login.map((c) => c.label)).toEqual(['wrong type for userId', 'required fields missing', 'unknown field', 'huge userId', 'body an array', 'body null', 'body not JSON']);
    expect(login[0]!.input.body).toEqual({ userId: 12345 });
    expect(badCases(api.division.store)[0]!.input.body).toEqual({ companyIdx: 'not-a-number' });
    expect(badCases(api.company.list).find((c) => c.label === 'negative page')!.input.body).toEqual({ page: -1 });
    const upload = badCases(api.user.fileUpload);
    expect(upload.map((c) => c.label)).toEqual(['upload without fields or file', 'upload named "../../etc/passwd" without fields', 'upload named "..\\\\..\\\\boot.ini" without fields', 'upload for userIdx "0x1"']);
    expect(upload.at(-1)!.input.body).toEqual({ userIdx: '0x1', documentType: 'ETC' });
    expect(badCases(api.dashboard.info)).toEqual([]);
  });
});

describe('recorded drift', () => {
  it('masks personal data but keeps every field and its type', () => {
    expect(mask({ data: { list: [{ userName: '김관리', email: 'a@b.c', userIdx: 3, phone: null }] }, accessToken: 'abc' })).toEqual({
      data: { list: [{ userName: '***', email: '***', userIdx: 3, phone: null }] },
      accessToken: '***',
    });
  });

  it('reads the shape of an answer, arrays by their items', () => {
    const shape = shapeOf({ result: 0, data: { list: [{ a: 1 }, { a: null, b: 'x' }] } });
    expect(Object.fromEntries([...shape].map(([k, v]) => [k, [...v].sort()]))).toEqual({
      '(root)': ['object'], result: ['number'], data: ['object'], 'data.list': ['array'], 'data.list[]': ['object'], 'data.list[].a': ['null', 'number'], 'data.list[].b': ['string'],
    });
  });

  it('lists what appeared, went away and changed type, per endpoint', () => {
    const drifts = compareRecorded(
      { 'company.list': { result: 0, data: { list: [{ companyIdx: 1, provider: 'TC' }] } }, 'gone.call': { result: 0 } },
      { 'company.list': { result: '0', data: { list: [{ companyIdx: 1, region: 'Seoul' }] } }, 'user.list': { result: 0 } },
    );
    expect(drifts).toEqual([
      { id: 'company.list', added: ['data.list[].region'], removed: ['data.list[].provider'], changed: ['result: number → string'] },
      { id: 'gone.call', added: [], removed: ['(no valid answer in this run)'], changed: [] },
      { id: 'user.list', added: ['(not in the recording)'], removed: [], changed: [] },
    ]);
    expect(driftText(drifts)).toContain('    ~ result: number → string');
    expect(driftText([])).toBe('No drift: every answer has the shape recorded.\n');
  });
});

describe('probes of what the console assumes', () => {
  const recent = [
    { paymentIdx: 9551, approveNo: null },
    { paymentIdx: 9550, approveNo: '06168009' },
  ];
  /** A payment list that searches product names only (as production may), or every receipt number too. */
  const backEnd = (receipts: boolean) => async (_e: unknown, input: { body?: unknown }) => {
    const { keyword } = (input.body ?? {}) as { keyword?: string };
    const list = keyword === undefined ? recent : receipts ? recent.filter((p) => p.approveNo === keyword || String(p.paymentIdx) === keyword) : [];
    return { json: { result: 0, message: '', data: { list, totalCount: list.length } } };
  };

  it('reports a back end whose search differs, without failing anything', async () => {
    const observed = await probeReceiptSearch(backEnd(false));
    expect(observed.map((o) => [o.label, o.agrees])).toEqual([
      ['keyword finds a payment by its approval number', false],
      ['keyword finds a payment by its payment number', false],
    ]);
    expect(observed[0]!.detail).toContain('approval number 06168009 does not find payment 9550');
    expect(observationsText(observed).join('\n')).toContain('  ≠ payment.list [keyword finds a payment by its approval number]');
  });

  it('says the search agrees, or that it could not be asked', async () => {
    expect((await probeReceiptSearch(backEnd(true))).map((o) => o.agrees)).toEqual([true, true]);
    const none = await probeReceiptSearch(async () => ({ json: { result: 0, message: '', data: { list: [], totalCount: 0 } } }));
    expect(none.map((o) => [o.agrees, o.detail])).toEqual([
      [null, 'no recent payment has an approval number'],
      [null, 'no recent payment has an approval number'],
    ]);
    expect(observationsText([])).toEqual([]);
  });
});
