// Refused input is worded with the fields' labels in the caller's language, never a schema path or
// zod's English, and each refused field is listed by path (fieldErrors) for the console's forms.
import { describe, expect, it } from 'vitest';
import { FAILURE, fieldLabels } from '../../contract/index';
import { makeSim, signedIn } from './support';

describe('bad input names fields by label, in the caller’s language', () => {
  it('a tray with a wrong temperature and capacity: labels and rows in ko and en, paths in fieldErrors', async () => {
    const sim = makeSim();
    const body = { deviceIdx: 1, trayList: [{ trayNo: 1, trayName: '상단', setTemperature: -40, maxCapacity: 0 }] };
    const ko = await (await signedIn(sim, 'admin', 'ko')).post('/tray/storeAll', body);
    const en = await (await signedIn(sim, 'admin', 'en')).post('/tray/storeAll', body);
    expect(ko.status).toBe(200);
    expect(ko.body.result).toBe(FAILURE.BAD_INPUT);
    expect(ko.body.message).toBe('입력값이 올바르지 않습니다 — 트레이 1번째 행 · 설정 온도 (°C): -30 이상이어야 합니다; 트레이 1번째 행 · 최대 수량: 1 이상이어야 합니다');
    expect(en.body.message).toBe('Invalid input — Tray, row 1 · Set temperature (°C): must be at least -30; Tray, row 1 · Max capacity: must be at least 1');
    expect(en.body.fieldErrors).toEqual([
      { path: 'trayList.0.setTemperature', message: 'Tray, row 1 · Set temperature (°C): must be at least -30' },
      { path: 'trayList.0.maxCapacity', message: 'Tray, row 1 · Max capacity: must be at least 1' },
    ]);
    for (const answer of [ko, en]) expect(answer.body.message).not.toMatch(/trayList|setTemperature|Too small|expected/);
  });

  it('an empty product price is "required" with the label, not zod’s "expected number, received null"', async () => {
    const sim = makeSim();
    for (const [lang, words] of [['ko', `${fieldLabels.price.ko}: 필수 입력 항목입니다`], ['en', `${fieldLabels.price.en}: is required`]] as const) {
      const res = await (await signedIn(sim, 'admin', lang)).post('/product/master/store', { productName: '새 상품', price: null, cost: 0, shelfLifeDays: 7 });
      expect(Number(res.body.result)).toBe(FAILURE.BAD_INPUT); // this endpoint speaks string codes
      expect(res.body.message).toContain(words);
      expect(res.body.fieldErrors).toEqual([{ path: 'price', message: words }]);
    }
  });

  it('e-mail, phone and business number formats are refused in both languages; the company is not saved', async () => {
    const sim = makeSim();
    const bad = { companyName: '형식 확인', email: 'not-an-address', phone: '12', businessNumber: '1234567890' };
    const ko = await (await signedIn(sim, 'admin', 'ko')).post('/company/store', bad);
    const en = await (await signedIn(sim, 'admin', 'en')).post('/company/store', bad);
    expect(ko.body.fieldErrors.map((p: { path: string }) => p.path).sort()).toEqual(['businessNumber', 'email', 'phone']);
    expect(ko.body.message).toContain('이메일: 형식이 올바르지 않습니다 (예: name@example.com)');
    expect(ko.body.message).toContain('사업자등록번호: 000-00-00000 형식이어야 합니다');
    expect(en.body.message).toContain('E-mail: must be an e-mail address such as name@example.com');
    expect(en.body.message).toContain('Phone: must be a phone number');
    const list = await (await signedIn(sim)).post('/company/list', { keyword: '형식 확인' });
    expect(list.body.data.totalCount).toBe(0);
  });

  it('a card UID that is not 8–20 hex digits is refused with the label', async () => {
    const sim = makeSim();
    const res = await (await signedIn(sim, 'admin', 'ko')).post('/employee-uid/store', { divisionIdx: 1, uid: 'XYZ', employeeName: '김사원' });
    expect(res.body.fieldErrors).toEqual([{ path: 'uid', message: '카드 UID: 16진수 8–20자리여야 합니다 (카드 UID)' }]);
  });

  it('the world’s own companies, divisions and users pass the formats', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const { EMAIL_PATTERN, PHONE_PATTERN, BUSINESS_NUMBER_PATTERN } = await import('../../contract/formats');
    const companies = (await admin.post('/company/list', {})).body.data.list as { email: string; phone: string; businessNumber: string }[];
    const divisions = (await admin.post('/division/list', {})).body.data.list as { phone: string }[];
    const users = (await admin.post('/user/list', {})).body.data.list as { email: string; phone: string }[];
    expect(companies.length).toBeGreaterThan(0);
    for (const c of companies) {
      expect(c.email).toMatch(EMAIL_PATTERN);
      expect(c.phone).toMatch(PHONE_PATTERN);
      expect(c.businessNumber).toMatch(BUSINESS_NUMBER_PATTERN);
    }
    for (const d of divisions) expect(d.phone).toMatch(PHONE_PATTERN);
    for (const u of users) {
      expect(u.email).toMatch(EMAIL_PATTERN);
      expect(u.phone).toMatch(PHONE_PATTERN);
    }
  });

  it('a body that is a list, or a list that is a number, says what it must be, not zod’s "received undefined"', async () => {
    const sim = makeSim();
    for (const [lang, object, list] of [['ko', '본문: JSON 객체({ … })여야 합니다', '트레이: 목록([ … ])이어야 합니다'], ['en', 'Body: must be a JSON object ({ … })', 'Tray: must be a list ([ … ])']] as const) {
      const client = await signedIn(sim, 'admin', lang);
      const whole = await client.post('/device/list', []);
      expect(whole.body.result).toBe(FAILURE.BAD_INPUT);
      expect(whole.body.fieldErrors).toEqual([{ path: '', message: object }]);
      const rows = await client.post('/tray/storeAll', { deviceIdx: 1, trayList: 5 });
      expect(rows.body.fieldErrors).toEqual([{ path: 'trayList', message: list }]);
      for (const answer of [whole, rows]) expect(answer.body.message).not.toMatch(/undefined|expected/);
    }
  });
});
