// Keys and dates read strictly: a key in a path (or a form field) is plain decimal digits, never
// 0x10, ' 16', 1.6e1, +16 or 16.0 (each once reached record 16: `/user/delete/0x10` deleted user
// 16); a date or date-time in a body is a real calendar date and time, never 2029-02-30 25:61:61.
import { describe, expect, it } from 'vitest';
import { FAILURE } from '../../contract/index';
import { control, makeSim, rows, signedIn, value } from './support';
import { snapshot } from './bounds-support';

/** Ways of writing 16 that are not its plain digits (a space is %20 in a path). */
const NOT_PLAIN_16 = ['0x10', ' 16', '16 ', '1.6e1', '16e0', '+16', '16.0', '016', '0b10000', '１６'];

describe('keys in paths', () => {
  it('are plain decimal digits: every other spelling of user 16 is refused and deletes no one', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    expect(value(sim, 'SELECT COUNT(*) FROM users WHERE userIdx = 16')).toBe(1);
    const before = rows(sim, 'users');
    const answers: Record<string, unknown> = {};
    for (const key of NOT_PLAIN_16) answers[key] = (await admin.get(`/user/delete/${encodeURIComponent(key)}`)).body;
    expect(answers).toEqual(
      Object.fromEntries(
        NOT_PLAIN_16.map((key) => [
          key,
          { result: FAILURE.BAD_INPUT, message: 'Invalid input — User: must be a number in plain digits', fieldErrors: [{ path: 'userIdx', message: 'User: must be a number in plain digits' }] },
        ]),
      ),
    );
    expect(rows(sim, 'users')).toEqual(before);
    // The same spellings read no record either, in Korean too.
    const ko = await signedIn(sim, 'admin', 'ko');
    expect((await ko.get('/company/info/0x1')).body).toMatchObject({ result: FAILURE.BAD_INPUT, message: '입력값이 올바르지 않습니다 — 회사: 숫자로만 입력하세요' });
    expect((await admin.get('/company/info/1')).body.result).toBe(0);
  });

  it('are plain digits in upload form fields and cockpit paths too', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    await control(sim).get('/clock'); // the control helper signs in first: its session is not what is compared
    const before = snapshot(sim);
    const upload = await admin.upload('/user/fileUpload', { userIdx: '0x10', documentType: 'ETC' }, [{ name: 'a.txt', data: Buffer.from('a') }]);
    expect(upload.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Invalid input — User: must be a number in plain digits' });
    const door = await control(sim).post('/devices/0x1/door', {});
    expect(door.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: expect.stringContaining('Device: must be a number in plain digits') });
    expect(snapshot(sim)).toEqual(before);
  });
});

describe('dates in bodies', () => {
  const promotion = (productIdx: number, startDateTime: string, endDateTime: string) => ({
    promotionName: 'Leap', type: 'RATE', productIdx, companyIdx: 1, promotionRate: 10, startDateTime, endDateTime,
  });

  it('are real calendar dates and times: 2029-02-30 25:61:61 and its kin are refused, changing nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const product = value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL AND productIdx NOT IN (SELECT productIdx FROM promotions)');
    const mapping = sim.db!.prepare('SELECT productMappingIdx, deviceIdx FROM product_mappings WHERE deviceIdx IS NOT NULL AND removedDate IS NULL ORDER BY productMappingIdx LIMIT 1').get() as {
      productMappingIdx: number;
      deviceIdx: number;
    };
    const before = snapshot(sim);
    const bad: [string, object, string][] = [
      ['/promotion/store', promotion(product, '2029-02-30 25:61:61', '2029-03-31 00:00:00'), 'Start: is not a real date and time'],
      ['/promotion/store', promotion(product, '2029-02-29 10:00:00', '2029-03-31 00:00:00'), 'Start: is not a real date and time'],
      ['/promotion/store', promotion(product, '2029-03-01 00:00:00', '2029-04-31 00:00:00'), 'End: is not a real date and time'],
      ['/promotion/store', promotion(product, '2029-03-01 24:00:00', '2029-04-30 00:00:00'), 'Start: is not a real date and time'],
      ['/promotion/store', promotion(product, '2029-03-01 23:59:60', '2029-04-30 00:00:00'), 'Start: is not a real date and time'],
      ['/product/inventory/storeAll', { deviceIdx: mapping.deviceIdx, inventoryList: [{ productMappingIdx: mapping.productMappingIdx, stock: 1, expiredDate: '2026-13-01' }] }, 'Stock, row 1 · Expiry date: is not a calendar date'],
      ['/product/list', { expiresBy: '2026-11-31' }, 'Expires by: is not a calendar date'],
      ['/payment/list', { startDate: '2026-00-10' }, 'Start: is not a calendar date'],
    ];
    // In order (several cases share a wording), each paired with the wording it should get.
    const answers: [string, unknown][] = [];
    for (const [path, body, detail] of bad) {
      const res = await admin.post(path, body);
      answers.push([detail, Number(res.body.result) === FAILURE.BAD_INPUT && res.body.message === `Invalid input — ${detail}` ? 'refused' : res.body]);
    }
    expect(answers).toEqual(bad.map(([, , detail]) => [detail, 'refused']));
    expect(snapshot(sim)).toEqual(before);
    // A leap day and the last second of a day are real.
    const leap = await admin.post('/promotion/store', promotion(product, '2028-02-29 00:00:00', '2028-02-29 23:59:59'));
    expect(leap.body).toMatchObject({ result: 0, data: { startDateTime: '2028-02-29 00:00:00', endDateTime: '2028-02-29 23:59:59' } });
  });
});
