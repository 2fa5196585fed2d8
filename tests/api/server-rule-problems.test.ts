// Rules only the server can check (a tray of another device, a price above the list price, a period
// too long…) are refused like schema failures: the field's label and the problem in the caller's
// language, in the message and in fieldErrors. A Korean operator reads no English sentence.
import { describe, expect, it } from 'vitest';
import { FAILURE, PRODUCT_IMAGE_LIMIT_BYTES, fieldLabels } from '../../contract/index';
import { control, deviceScopes, makeSim, signedIn, value, type Client } from './support';
import { PICTURES, firstMapping, productNotOn, productOf, traysOf } from './stock-support';

type Sim = ReturnType<typeof makeSim>;
type Answer = { status: number; body: { result: unknown; message: string; fieldErrors?: { path: string; message: string }[] } };

interface RuleCase {
  name: string;
  /** The call, in the given language. */
  call: (lang: 'ko' | 'en') => Promise<Answer>;
  path: string;
  /** The label and the problem words each language must show. */
  ko: string[];
  en: string[];
}

/** Two words of English in a row: what a Korean problem must never contain. */
const ENGLISH_SENTENCE = /[a-z]{3,} [a-z]{3,}/i;

async function cases(sim: Sim): Promise<RuleCase[]> {
  const s = deviceScopes(sim);
  const as = async (lang: 'ko' | 'en', who: 'admin' | 'partner' = 'admin'): Promise<Client> => signedIn(sim, who, lang);
  const device = s.devices.own;
  const own = firstMapping(sim, 'deviceIdx = ?', device);
  const foreignTray = traysOf(sim, s.devices.companyOnly)[0]!;
  const otherStock = firstMapping(sim, 'deviceIdx = ?', s.devices.companyOnly);
  const product = sim.db!.prepare('SELECT productIdx, price FROM products WHERE companyIdx IS NULL ORDER BY productIdx LIMIT 1').get() as { productIdx: number; price: number };
  const warehouse = value(sim, `SELECT divisionIdx FROM divisions WHERE companyIdx = 1 AND divisionType = 'WAREHOUSE'`);
  const promotion = (extra: object) => ({
    promotionName: '가을 할인', type: 'RATE', productIdx: product.productIdx, companyIdx: 1, promotionRate: 20,
    startDateTime: '2026-11-22 10:00:00', endDateTime: '2026-11-28 00:00:00', ...extra,
  });
  const grouped = product.price.toLocaleString('en-US');
  const upload = async (lang: 'ko' | 'en') =>
    (await as(lang)).upload('/product/fileUpload', { productIdx: String(productOf(sim, 1)), kind: 'IMAGE' }, [{ name: 'page.png', data: Buffer.from('<!doctype html>'), type: 'image/png' }]);
  return [
    {
      name: 'a stock change naming a tray of another device',
      call: async (lang) => (await as(lang)).post('/product/inventory/storeAll', { deviceIdx: device, inventoryList: [{ productMappingIdx: own.productMappingIdx, stock: own.stock, trayIdx: foreignTray }] }),
      path: 'inventoryList.0.trayIdx',
      ko: [fieldLabels.trayIdx.ko, '이 장비의 트레이가 아닙니다', `트레이 ${foreignTray}`],
      en: [fieldLabels.trayIdx.en, 'is not a tray of this device', `tray ${foreignTray}`],
    },
    {
      name: 'a stock change naming stock of another device',
      call: async (lang) => (await as(lang)).post('/product/inventory/storeAll', { deviceIdx: device, inventoryList: [{ productMappingIdx: otherStock.productMappingIdx, stock: 1 }] }),
      path: 'inventoryList.0.productMappingIdx',
      ko: [fieldLabels.productMappingIdx.ko, '이 장비의 재고 상품이 아닙니다', String(otherStock.productMappingIdx)],
      en: [fieldLabels.productMappingIdx.en, 'is not stocked on this device', String(otherStock.productMappingIdx)],
    },
    {
      name: 'a tray list naming a tray of another device',
      call: async (lang) => {
        const trays = sim.db!.prepare('SELECT trayIdx, trayNo, trayName, setTemperature, maxCapacity FROM trays WHERE deviceIdx = ? ORDER BY trayNo').all(device) as { trayNo: number }[];
        const added = { trayIdx: foreignTray, trayNo: Math.max(...trays.map((t) => t.trayNo)) + 1, trayName: '추가', setTemperature: 4, maxCapacity: 10 };
        return (await as(lang)).post('/tray/storeAll', { deviceIdx: device, trayList: [...trays, added] });
      },
      path: 'trayList.%.trayIdx',
      ko: [fieldLabels.trayIdx.ko, '이 장비의 트레이가 아닙니다', `트레이 ${foreignTray}`],
      en: [fieldLabels.trayIdx.en, 'is not a tray of this device', `tray ${foreignTray}`],
    },
    {
      name: 'a promotional price not below the list price',
      call: async (lang) => (await as(lang)).post('/promotion/store', promotion({ type: 'AMOUNT', promotionRate: null, promotionAmount: product.price })),
      path: 'promotionAmount',
      ko: [fieldLabels.promotionAmount.ko, `판매가(${grouped}원)보다 낮아야 합니다`],
      en: [fieldLabels.promotionAmount.en, `must be below the list price (${grouped} won)`],
    },
    {
      name: 'a promotion in a warehouse',
      call: async (lang) => (await as(lang)).post('/promotion/store', promotion({ divisionIdx: warehouse })),
      path: 'divisionIdx',
      ko: [fieldLabels.divisionIdx.ko, '창고에서는 프로모션을 할 수 없습니다', String(warehouse)],
      en: [fieldLabels.divisionIdx.en, 'is a warehouse', String(warehouse)],
    },
    {
      name: 'an order line whose product does not exist',
      call: async (lang) => (await as(lang, 'partner')).post('/product-order/store', { divisionIdx: warehouse, productList: [{ productIdx: 99999, count: 1 }] }),
      path: 'productList.0.productIdx',
      ko: [fieldLabels.productIdx.ko, '없는 상품입니다', '99999'],
      en: [fieldLabels.productIdx.en, 'does not exist', '99999'],
    },
    {
      name: 'a company for an internal (ADMIN) user',
      call: async (lang) =>
        (await as(lang)).post('/user/store', { userId: 'staff.new', password: 'S3cret-pass', userName: '최직원', userType: 'INTERNAL', authType: 'ADMIN', companyIdx: 1, divisionIdxList: [], email: 'staff@example.com', phone: '010-1234-5678' }),
      path: 'companyIdx',
      ko: [fieldLabels.companyIdx.ko, '내부 직원에는 비워 두세요'],
      en: [fieldLabels.companyIdx.en, 'must be empty for Internal staff'],
    },
    {
      name: 'a daily report over more days than its cap',
      call: async (lang) => (await as(lang)).post('/statistics/sale-count-report-string/list', { startDate: '2023-01-01', endDate: '2026-11-01' }),
      path: 'startDate',
      ko: [fieldLabels.startDate.ko, '기간은 최대 366일입니다', '요청 1,401일'],
      en: [fieldLabels.startDate.en, 'the period may be at most 366 days', 'this one 1,401'],
    },
    {
      name: 'a product image that is not an image',
      call: upload,
      path: 'file',
      ko: [fieldLabels.file.ko, 'PNG, JPEG, WebP, GIF 이미지가 아닙니다'],
      en: [fieldLabels.file.en, 'is not a PNG, JPEG, WebP or GIF image'],
    },
    {
      name: 'a cockpit sale of an item not on the device',
      call: (lang) => control(sim, lang).post(`/devices/${device}/door`, { items: [{ productMappingIdx: otherStock.productMappingIdx, count: 1 }] }),
      path: 'items.0.productMappingIdx',
      ko: ['판매 상품 1번째 행', fieldLabels.productMappingIdx.ko, '이 장비의 재고 상품이 아닙니다', String(otherStock.productMappingIdx)],
      en: ['Items sold, row 1', fieldLabels.productMappingIdx.en, 'is not stocked on this device', String(otherStock.productMappingIdx)],
    },
  ];
}

describe('server rules are worded in the caller’s language', () => {
  it('each refusal names the field by its label and says the problem in Korean or English, in the message and in fieldErrors', async () => {
    const sim = makeSim();
    for (const rule of await cases(sim)) {
      for (const lang of ['ko', 'en'] as const) {
        const res = await rule.call(lang);
        const where = `${rule.name} [${lang}]`;
        expect({ where, status: res.status, result: Number(res.body.result) }).toEqual({ where, status: 200, result: FAILURE.BAD_INPUT });
        const [problem] = res.body.fieldErrors ?? [];
        expect({ where, path: problem?.path }).toEqual({ where, path: expect.stringMatching(new RegExp(`^${rule.path.replace(/\./g, '\\.').replace('%', '\\d+')}$`)) });
        for (const words of rule[lang]) {
          expect(problem!.message, where).toContain(words);
          expect(res.body.message, where).toContain(words);
        }
        if (lang === 'ko') {
          // What follows the label is the problem: Korean words, numbers and codes only.
          const said = problem!.message.slice(problem!.message.lastIndexOf(': ') + 2);
          expect(said, where).not.toMatch(ENGLISH_SENTENCE);
          expect(res.body.message, where).not.toMatch(ENGLISH_SENTENCE);
        }
      }
    }
  });

  it('an image over the limit states the limit in both languages', async () => {
    const sim = makeSim();
    const big = { name: 'huge.png', data: Buffer.concat([PICTURES.png, Buffer.alloc(PRODUCT_IMAGE_LIMIT_BYTES)]), type: 'image/png' };
    const send = async (lang: 'ko' | 'en') => (await signedIn(sim, 'admin', lang)).upload('/product/fileUpload', { productIdx: String(productNotOn(sim, 1)), kind: 'IMAGE' }, [big]);
    expect((await send('ko')).body.fieldErrors).toEqual([{ path: 'file', message: '파일: 이미지는 5 MB(5,242,880바이트)까지 올릴 수 있습니다' }]);
    expect((await send('en')).body.fieldErrors).toEqual([{ path: 'file', message: 'File: an image may be at most 5 MB = 5,242,880 bytes' }]);
  });
});
