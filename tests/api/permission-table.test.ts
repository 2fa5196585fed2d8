// The permission table of contract/permissions.ts walked against the simulator: for every guarded
// action of every area, each auth level tries it on a record in its own scope. Whoever the table
// names succeeds; everyone else is refused with "no permission" and nothing is changed for them.
// The console offers its buttons from the same table (useCan), so screen and server agree, and the
// catalog entry each probe calls names that area and action in its `access` (what the OpenAPI
// document tells a caller).
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_ACCESS, AUTH_TYPES, FAILURE, catalog, mayDo, type AuthType, type GuardedArea, type User } from '../../contract/index';
import { sharedSim, signedIn, value, type Client } from './support';

const NO_ACTION = 'You have no permission for this action';

type Answer = { result: unknown; message?: string };
/** Tries the action as `who`; `n` makes names and numbers unique to this try. */
type Probe = (who: Client, n: number) => Promise<Answer>;
type Probes = { [A in GuardedArea]: { [K in keyof (typeof ACTION_ACCESS)[A]]: Probe } };

describe('the permission table against the simulator', () => {
  const sim = sharedSim();
  const as = {} as Record<AuthType, Client>;
  let admin: Client;
  /** A store the demo MANAGER runs (company 1), and a device standing in it. */
  let store: number;
  let device: { deviceIdx: number; serialNumber: string };
  let tries = 0;

  beforeAll(async () => {
    as.ADMIN = await signedIn(sim(), 'admin');
    as.PARTNER = await signedIn(sim(), 'partner');
    as.MANAGER = await signedIn(sim(), 'manager');
    admin = as.ADMIN;
    store = value(sim(), `SELECT MIN(ud.divisionIdx) FROM user_divisions ud JOIN users u USING (userIdx) JOIN devices d ON d.divisionIdx = ud.divisionIdx AND d.archivedDate IS NULL WHERE u.userId = 'manager'`);
    device = sim().db!.prepare('SELECT deviceIdx, serialNumber FROM devices WHERE divisionIdx = ? AND archivedDate IS NULL ORDER BY deviceIdx LIMIT 1').get(store) as typeof device;
  });

  const body = async (res: PromiseLike<{ body: Answer }>) => (await res).body;
  const company = (n: number, extra: object = {}) => ({
    companyName: `권한시험 ${n}`,
    businessNumber: `999-88-${String(70000 + n)}`,
    ceoName: '홍길동',
    phone: '02-1234-5678',
    email: 'ceo@test.example',
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 1',
    addressDetail: '10층',
    provider: 'TC',
    memo: '',
    ...extra,
  });
  const division = (n: number, extra: object = {}) => ({
    companyIdx: 1,
    divisionName: `권한시험점 ${n}`,
    divisionType: 'STORE',
    phone: '02-555-0101',
    managerName: '정매니저',
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 100',
    addressDetail: '2층',
    ...extra,
  });
  const newDevice = (n: number, extra: object = {}) => ({
    divisionIdx: store,
    deviceName: `권한시험 냉장고 ${n}`,
    serialNumber: `TC-AIF-2026-98${String(n).padStart(4, '0')}`,
    deviceType: 'AI_FRIDGE',
    provider: 'TC',
    model: 'TC-AF700',
    addressDetail: '',
    ...extra,
  });
  const newUser = (n: number) => ({
    userId: `perm.user${n}`,
    password: 'S3cret-pass',
    userName: '권한시험',
    userType: 'BUSINESS',
    authType: 'MANAGER',
    companyIdx: 1,
    divisionIdxList: [store],
    email: `perm${n}@store.example`,
    phone: '010-2222-3333',
  });
  /** A shared product no promotion uses yet: each try takes another. */
  const freeProduct = () =>
    value(sim(), 'SELECT productIdx FROM products WHERE companyIdx IS NULL AND productIdx NOT IN (SELECT productIdx FROM promotions) ORDER BY productIdx LIMIT 1');
  const promotion = (n: number, productIdx: number, extra: object = {}) => ({
    promotionName: `권한시험 할인 ${n}`,
    type: 'RATE',
    productIdx,
    companyIdx: 1,
    promotionRate: 10,
    startDateTime: '2026-12-01 00:00:00',
    endDateTime: '2026-12-31 00:00:00',
    ...extra,
  });
  const created = async (res: PromiseLike<{ body: Answer & { data?: Record<string, number> } }>, key: string) => {
    const answer = (await res).body;
    expect(Number(answer.result), JSON.stringify(answer)).toBe(0);
    return answer.data![key]!;
  };

  const probes: Probes = {
    company: {
      create: (who, n) => body(who.post('/company/store', company(n))),
      update: (who, n) => body(who.post('/company/store', company(n, { companyIdx: 1, companyName: value<string>(sim(), 'SELECT companyName FROM companies WHERE companyIdx = 1') }))),
      delete: async (who, n) => body(who.get(`/company/delete/${await created(admin.post('/company/store', company(n)), 'companyIdx')}`)),
    },
    division: {
      create: (who, n) => body(who.post('/division/store', division(n))),
      update: (who, n) => body(who.post('/division/store', division(n, { divisionIdx: store, divisionName: `매니저 매장 ${n}` }))),
      delete: async (who, n) => body(who.get(`/division/delete/${await created(admin.post('/division/store', division(n)), 'divisionIdx')}`)),
    },
    device: {
      create: (who, n) => body(who.post('/device/store', newDevice(n))),
      update: (who, n) => body(who.post('/device/store', newDevice(n, { deviceIdx: device.deviceIdx, serialNumber: device.serialNumber }))),
      delete: async (who, n) => body(who.get(`/device/delete/${await created(admin.post('/device/store', newDevice(n)), 'deviceIdx')}`)),
    },
    user: {
      create: (who, n) => body(who.post('/user/store', newUser(n))),
      // Everyone may update its own record (a MANAGER nothing else).
      update: async (who) => {
        const me = (await who.post('/user/info', {})).body.data as User;
        return body(who.post('/user/store', { userIdx: me.userIdx, userName: me.userName, userType: me.userType, authType: me.authType, email: me.email, phone: `010-7777-${String(1000 + tries)}` }));
      },
      delete: async (who, n) => body(who.get(`/user/delete/${await created(admin.post('/user/store', newUser(n)), 'userIdx')}`)),
    },
    openapi: {
      update: (who) => body(who.post('/division/openApi/store', { divisionIdx: store, enabled: false, regenerateKey: false })),
    },
    productMaster: {
      create: (who, n) => body(who.post('/product/master/store', { productName: `권한시험 상품 ${n}`, price: 3000, companyIdx: 1 })),
      update: async (who, n) => {
        const productIdx = await created(admin.post('/product/master/store', { productName: `권한시험 상품 ${n}`, price: 3000, companyIdx: 1 }), 'productIdx');
        return body(who.post('/product/master/store', { productIdx, productName: `권한시험 상품 ${n} (수정)`, price: 3100 }));
      },
    },
    promotion: {
      create: (who, n) => body(who.post('/promotion/store', promotion(n, freeProduct()))),
      update: async (who, n) => {
        const promotionIdx = await created(admin.post('/promotion/store', promotion(n, freeProduct())), 'promotionIdx');
        const { productIdx } = (await admin.get(`/promotion/info/${promotionIdx}`)).body.data as { productIdx: number };
        return body(who.post('/promotion/store', promotion(n, productIdx, { promotionIdx, promotionRate: 15 })));
      },
      delete: async (who, n) => body(who.get(`/promotion/delete/${await created(admin.post('/promotion/store', promotion(n, freeProduct())), 'promotionIdx')}`)),
    },
    training: {
      update: (who) =>
        body(who.post('/product-training/update', { productTrainingIdxList: [value(sim(), 'SELECT MIN(productTrainingIdx) FROM product_trainings')], trainingStatusCode: 'TRAINING_PENDING' })),
    },
  };

  /** The client, noting each call it makes ('POST /company/store'): a probe's last one is the action tried. */
  const noting = (who: Client, calls: string[]): Client => ({
    ...who,
    get: (path) => (calls.push(`GET ${path}`), who.get(path)),
    post: (path, sent) => (calls.push(`POST ${path}`), who.post(path, sent)),
  });
  /** The catalog entry a call goes to. */
  const entryOf = (call: string) =>
    catalog.find((e) => new RegExp(`^${e.method} ${e.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(call));

  for (const area of Object.keys(ACTION_ACCESS) as GuardedArea[]) {
    it(`${area}: every level may do what the table names, and is told "no permission" for the rest`, async () => {
      const actions = probes[area] as Record<string, Probe>;
      expect(Object.keys(actions).sort()).toEqual(Object.keys(ACTION_ACCESS[area]).sort());
      for (const [action, probe] of Object.entries(actions)) {
        for (const authType of AUTH_TYPES) {
          const calls: string[] = [];
          const answer = await probe(noting(as[authType], calls), ++tries);
          const entry = entryOf(calls.at(-1)!);
          expect({ call: calls.at(-1), area: entry?.access?.area, action: entry?.access?.actions?.includes(action as 'create') }).toEqual({ call: calls.at(-1), area, action: true });
          const what = `${authType} ${action} ${area}: ${JSON.stringify(answer)}`;
          if (mayDo(authType, area, action as 'create' | 'update' | 'delete')) expect(Number(answer.result), what).toBe(0);
          else expect({ result: Number(answer.result), message: answer.message }, what).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: NO_ACTION });
        }
      }
    });
  }
});
