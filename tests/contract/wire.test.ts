import { describe, expect, it } from 'vitest';
import { FAILURE, api, expressPath, failureResult, fillPath, fillTemplate, isSuccess, message, messages, pathParamNames } from '@contract/index';

describe('result codes', () => {
  it('compares success by the endpoint’s style, never loosely', () => {
    expect(isSuccess(0, 0)).toBe(true);
    expect(isSuccess('0', 0)).toBe(false);
    expect(isSuccess('0', '0')).toBe(true);
    expect(isSuccess(0, '0')).toBe(false);
    expect(isSuccess(undefined, 0)).toBe(false);
    expect(isSuccess(1, 0)).toBe(false);
  });

  it('encodes failures in the endpoint’s style', () => {
    expect(failureResult(FAILURE.BAD_INPUT, 0)).toBe(2);
    expect(failureResult(FAILURE.BAD_INPUT, '0')).toBe('2');
  });
});

describe('paths', () => {
  it('turns spec placeholders into Express parameters and back', () => {
    expect(expressPath(api.company.info.path)).toBe('/company/info/:companyIdx');
    expect(fillPath(api.company.info.path, { companyIdx: 12 })).toBe('/company/info/12');
    expect(pathParamNames('/a/{x}/b/{y}')).toEqual(['x', 'y']);
  });

  it('encodes values and refuses a missing parameter', () => {
    expect(fillPath('/user/fileDownload/{attcheIdx}', { attcheIdx: '../x' })).toBe('/user/fileDownload/..%2Fx');
    expect(() => fillPath(api.company.info.path, {})).toThrow(/companyIdx/);
  });
});

describe('messages', () => {
  it('has every message in Korean and English, different where words differ', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect({ key, ko: text.ko.length > 0, en: text.en.length > 0 }).toEqual({ key, ko: true, en: true });
    }
    expect(message('sessionExpired', 'en')).toBe('Session expired, logged out');
    expect(message('normallyProcessed')).toBe(messages.normallyProcessed.ko);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('requestFailedStatus', 'en', { status: 502 })).toBe('Request failed with status code 502');
    expect(fillTemplate('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});

describe('request schemas', () => {
  it('names the field that is wrong', () => {
    const result = api.company.store.body.safeParse({ companyName: '', provider: 'XYZ' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('companyName');
    expect(paths).toContain('provider');
  });

  it('coerces path parameters and refuses non-numeric or negative keys', () => {
    expect(api.company.info.params.parse({ companyIdx: '7' })).toEqual({ companyIdx: 7 });
    expect(api.company.info.params.safeParse({ companyIdx: 'abc' }).success).toBe(false);
    expect(api.company.info.params.safeParse({ companyIdx: '-1' }).success).toBe(false);
  });
});
