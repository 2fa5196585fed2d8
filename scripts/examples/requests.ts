// The example request of each operation, built from records of the demo world that a few reads
// find first (`discover`). Each builder answers candidates in order of preference: the recorder
// keeps the first one a fresh world answers with success (say, the first division a delete may
// remove), so every example stands alone against the demo world.
import type { ExampleRequest, ExampleStep } from '../../contract/examples';
import type { SimApp } from '../../sim-server/src/app';
import { exampleCalls, send, type ExampleCall } from './send';
import { catalog } from '../../contract/index';

/** What the reads found, by name. */
export type Known = Record<string, any>;

const CALLS = new Map(exampleCalls(catalog).map((c) => [c.id, c] as const));
export const callOf = (id: string): ExampleCall => CALLS.get(id) ?? (() => { throw new Error(`no operation ${id}`); })();

/** The demo world's records the examples use, read as the demo ADMIN. */
export async function discover(sim: SimApp, token: string): Promise<Known> {
  const read = async (id: string, req: ExampleRequest = { body: {} }) => ((await send(sim, callOf(id), req, token, { rows: Infinity })) as { data: any }).data;
  const k: Known = {};
  k.companies = (await read('company.list')).list;
  k.users = (await read('user.list')).list;
  k.divisions = (await read('division.list')).list;
  k.devices = (await read('device.list')).list;
  k.masters = (await read('product.masterList')).list;
  k.stock = (await read('product.inventoryList')).list;
  k.orders = (await read('order.list')).list;
  k.promotions = (await read('promotion.list')).list;
  k.cards = (await read('employeeUid.list')).list;
  k.pointLogs = (await read('employeePointLog.list', { body: { reason: 'PURCHASE' } })).list;
  k.trainingDevices = (await read('training.deviceList')).list;
  k.clock = await read('sim.control.clockGet', {});
  k.tours = (await read('sim.control.tours', {})).list;
  k.fleet = await read('sim.control.fleet', {});
  k.stores = k.divisions.filter((d: any) => d.divisionType !== 'WAREHOUSE');
  k.userFiles = [];
  for (const u of k.users.slice(0, 40)) k.userFiles.push(...((await read('user.info', { body: { userIdx: u.userIdx } })).attachmentList ?? []));
  k.productFiles = [];
  for (const p of k.masters.slice(0, 40)) k.productFiles.push(...((await read('product.info', { body: { productIdx: p.productIdx } })).attachmentList ?? []));
  k.trays = [];
  for (const d of k.devices.slice(0, 10)) k.trays.push(...(await read('tray.list', { body: { deviceIdx: d.deviceIdx } })).list.map((t: any) => ({ ...t, deviceIdx: d.deviceIdx })));
  k.training = (await read('training.list', { body: { deviceIdx: k.trainingDevices[0].deviceIdx } })).productTrainingList;
  k.policies = [];
  k.uidTimes = [];
  for (const d of k.stores.slice(0, 20)) {
    const policy = await read('division.resetPolicyInfo', { params: { divisionIdx: String(d.divisionIdx) } });
    if (policy) k.policies.push(policy);
    k.uidTimes.push(...(await read('division.uidTimeList', { params: { divisionIdx: String(d.divisionIdx) } })).list);
  }
  return k;
}

const path = (name: string, value: number | string) => ({ [name]: String(value) });
/** A date `days` after the simulated clock's day, at a whole hour (KST wire form). */
const dayFrom = (k: Known, days: number, hour: number) => {
  const d = new Date(Date.parse(`${k.clock.nowText.slice(0, 10)}T00:00:00Z`) + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;
};
const each = <T>(rows: T[], make: (row: T) => ExampleRequest, at = 12) => rows.slice(0, at).map(make);
const DOCUMENT = { name: 'contract.txt', type: 'text/plain', text: 'Supply contract, signed copy.\n' };

/** The examples an example follows, by operation id. */
export type Given = Record<string, { request: ExampleRequest; answer: any }>;
type Builder = (k: Known, given: Given) => ExampleRequest[];
/**
 * An example that needs a record the demo world does not have (an empty division to delete, a
 * product file to download) follows other examples, sent first on the same fresh world: operation
 * ids (their recorded examples) in order.
 */
export interface Plan {
  after?: readonly (string | ExampleStep)[];
  /** A trainee's own call: sent as the first trainee of the class `after` makes. */
  as?: 'trainee';
  build: Builder;
}
const after = (steps: readonly (string | ExampleStep)[], build: Builder): Plan => ({ after: steps, build });
/** The demo ADMIN leaves its published password (a class is not made while it is still in use). */
const OWN_PASSWORD: ExampleStep = {
  id: 'user.store',
  why: 'the demo ADMIN changes its published password',
  request: { body: { userIdx: 1, userName: '김관리', userType: 'INTERNAL', authType: 'ADMIN', email: 'admin@kiosk-console.example', phone: '010-1000-0001', password: 'class-trainer-2026', currentPassword: 'admin1234' } },
};
const CLASS = [OWN_PASSWORD, 'sim.classroom.make'] as const;
const asTrainee = (build: Builder): Plan => ({ after: CLASS, as: 'trainee', build });
/** The n-th of the shelves tray.storeAll's example adds (1–3). */
function newTray(g: Given, n: number): any {
  const { request, answer } = g['tray.storeAll']!;
  const trayNo = (request.body as any).trayList.at(n - 4).trayNo;
  return { ...answer.data.find((t: any) => t.trayNo === trayNo), deviceIdx: (request.body as any).deviceIdx };
}
const shared = (k: Known, companyIdx: number) => k.masters.filter((p: any) => p.companyIdx === null || p.companyIdx === companyIdx);

/** Every operation's candidates. */
export const REQUESTS: Record<string, Builder | Plan> = {
  'auth.login': () => [{ body: { userId: 'admin', password: 'admin1234' } }],
  'auth.findId': () => [{ body: { userName: '박점주', email: 'manager@kiosk-console.example' } }],
  'auth.resetPassword': () => [{ body: { userId: 'manager', email: 'manager@kiosk-console.example' } }],
  // The token is the one the mailed link carries: the recorder and the test ask for a link first.
  'auth.resetPasswordConfirm': () => [{ body: { token: 'from-the-mailed-link', password: 'new-password-2026' } }],
  'auth.logout': () => [{ body: {} }],
  'auth.tree': () => [{}],
  'dashboard.info': () => [{}],

  'company.list': () => [{ body: { page: 1, size: 3 } }],
  'company.info': (k) => each(k.companies, (c: any) => ({ params: path('companyIdx', c.companyIdx) })),
  'company.store': () => [{ body: { companyName: '한빛식품', provider: 'TC', businessNumber: '123-45-67890', phone: '02-555-0100', email: 'office@hanbit.example' } }],
  'company.delete': after(['company.store'], (_, g) => [{ params: path('companyIdx', g['company.store'].answer.data.companyIdx) }]),

  'user.list': () => [{ body: { page: 1, size: 3 } }],
  'user.info': (k) => each(k.users.filter((u: any) => u.userId !== 'admin'), (u: any) => ({ body: { userIdx: u.userIdx } })),
  'user.store': (k) => [
    { body: { userId: 'store.kim', password: 'kiosk-pass-2026', userName: '김점장', userType: 'BUSINESS', authType: 'MANAGER', companyIdx: k.stores[0].companyIdx, divisionIdxList: [k.stores[0].divisionIdx], email: 'store.kim@kiosk-console.example', phone: '010-2345-6789' } },
  ],
  'user.fileUpload': (k) => each(k.users.filter((u: any) => u.userId !== 'admin'), (u: any) => ({ body: { userIdx: String(u.userIdx), documentType: 'CONTRACT' }, file: DOCUMENT })),
  'user.fileDownload': (k) => each(k.userFiles, (f: any) => ({ params: path('attcheIdx', f.userAttachmentIdx) })),
  'user.delete': (k) => each([...k.users].reverse().filter((u: any) => !['admin', 'partner', 'manager'].includes(u.userId)), (u: any) => ({ params: path('userIdx', u.userIdx) })),

  'division.list': () => [{ body: { page: 1, size: 3 } }],
  'division.info': (k) => each(k.stores, (d: any) => ({ params: path('divisionIdx', d.divisionIdx) })),
  'division.store': (k) => [{ body: { companyIdx: k.stores[0].companyIdx, divisionName: '판교역점', divisionType: 'STORE', phone: '031-123-4567', managerName: '최매니저', address: '경기도 성남시 분당구 판교역로 160' } }],
  'division.delete': after(['division.store'], (_, g) => [{ params: path('divisionIdx', g['division.store'].answer.data.divisionIdx) }]),
  'division.openApiList': () => [{ body: { page: 1, size: 3 } }],
  'division.openApiStore': (k) => each(k.stores, (d: any) => ({ body: { divisionIdx: d.divisionIdx, enabled: true } })),
  'division.resetPolicyInfo': (k) => each(k.policies, (p: any) => ({ params: path('divisionIdx', p.divisionIdx) })),
  'division.resetPolicyStore': (k) => each(k.stores.filter((d: any) => !k.policies.some((p: any) => p.divisionIdx === d.divisionIdx)), (d: any) => ({ body: { divisionIdx: d.divisionIdx, resetCycle: 'MONTHLY', resetDay: 1, resetPoint: 50000 } })),
  'division.resetPolicyUpdate': (k) => each(k.policies, (p: any) => ({ body: { employeeResetPolicyIdx: p.employeeResetPolicyIdx, divisionIdx: p.divisionIdx, resetCycle: 'WEEKLY', resetDay: 1, resetPoint: 30000 } })),
  'division.uidTimeList': (k) => each(k.uidTimes, (t: any) => ({ params: path('divisionIdx', t.divisionIdx) })),
  'division.uidTimeStore': (k) => each(k.stores, (d: any) => ({ body: { divisionIdx: d.divisionIdx, startTime: '11:30', endTime: '13:30' } })),
  'division.uidTimeDelete': (k) => each(k.uidTimes, (t: any) => ({ params: path('employeeUidTimeIdx', t.employeeUidTimeIdx) })),

  'device.list': () => [{ body: { page: 1, size: 3 } }],
  'device.info': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx) })),
  'device.store': (k) => [{ body: { divisionIdx: k.stores[0].divisionIdx, deviceName: '2층 휴게실 냉장고', serialNumber: 'TC-AF-2026-0101', deviceType: 'AI_FRIDGE', provider: 'TC', model: 'TC-AF500' } }],
  'device.delete': after(['device.store'], (_, g) => [{ params: path('deviceIdx', g['device.store'].answer.data.deviceIdx) }]),
  'device.selfCheck': () => [{ body: { page: 1, size: 3 } }],
  'device.faultCheck': () => [{ body: { page: 1, size: 3 } }],
  'device.openDoorList': () => [{ body: { page: 1, size: 3 } }],
  'device.openDoorInfo': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx) })),

  'tray.list': (k) => each(k.devices, (d: any) => ({ body: { deviceIdx: d.deviceIdx } })),
  // A device's trays as they are, and three new empty shelves: one for each of the examples that
  // delete a tray or place a product, so none of them takes another's (tools such as Dredd send them in turn to one server).
  'tray.storeAll': (k) =>
    each(k.devices, (d: any) => {
      const trays = k.trays.filter((t: any) => t.deviceIdx === d.deviceIdx);
      const kept = trays.map((t: any) => ({ trayIdx: t.trayIdx, trayNo: t.trayNo, trayName: t.trayName, setTemperature: t.setTemperature, maxCapacity: t.maxCapacity }));
      const top = Math.max(0, ...trays.map((t: any) => t.trayNo));
      const added = [1, 2, 3].map((n) => ({ trayNo: top + n, trayName: `${top + n}단`, setTemperature: 4, maxCapacity: 12 }));
      return { body: { deviceIdx: d.deviceIdx, trayList: [...kept, ...added] } };
    }, 10),
  'tray.delete': after(['tray.storeAll'], (_, g) => [{ body: { trayIdxList: [newTray(g, 1).trayIdx] } }]),
  'tray.deleteOne': after(['tray.storeAll'], (_, g) => [{ params: path('trayIdx', newTray(g, 2).trayIdx) }]),

  'product.list': () => [{ body: { page: 1, size: 3 } }],
  'product.info': (k) => each(k.productFiles.length ? k.masters.filter((p: any) => k.productFiles.some((f: any) => f.productIdx === p.productIdx)) : k.masters, (p: any) => ({ body: { productIdx: p.productIdx } })),
  'product.inventoryList': () => [{ body: { page: 1, size: 3 } }],
  'product.inventoryStoreAll': (k) => each(k.stock.filter((s: any) => s.deviceIdx !== null), (s: any) => ({ body: { deviceIdx: s.deviceIdx, inventoryList: [{ productMappingIdx: s.productMappingIdx, stock: s.stock + 2 }] } })),
  'product.masterList': () => [{ body: { page: 1, size: 3 } }],
  'product.masterStore': (k) => [{ body: { companyIdx: k.stores[0].companyIdx, productName: '제주 감귤 주스 500ml', category: '음료', price: 2800, cost: 1500, shelfLifeDays: 30 } }],
  'product.addProduct': after(['tray.storeAll'], (k, g) => {
    const tray = newTray(g, 3);
    const device = k.devices.find((d: any) => d.deviceIdx === tray.deviceIdx);
    return each(shared(k, device.companyIdx), (p: any) => ({ body: { deviceIdx: tray.deviceIdx, trayIdx: tray.trayIdx, productIdx: p.productIdx, stock: 6 } }));
  }),
  'product.fileUpload': (k) => each(k.masters, (p: any) => ({ body: { productIdx: String(p.productIdx), kind: 'ATTACHMENT' }, file: { name: 'spec-sheet.txt', type: 'text/plain', text: 'Ingredients: orange juice 100%.\n' } })),
  // The last rows: the first ones are the examples' that move or count stock.
  'product.delete': (k) => each([...k.stock].reverse(), (s: any) => ({ body: { productMappingIdxList: [s.productMappingIdx], discard: true } })),
  'product.migrateStock': (k) =>
    each(k.stock.filter((s: any) => s.deviceIdx !== null && s.stock >= 2), (s: any) => ({ body: { fromProductMappingIdx: s.productMappingIdx, toDivisionIdx: s.divisionIdx, count: 1 } })),
  'product.fileDownload': after(['product.fileUpload'], (_, g) => [{ params: path('attcheIdx', g['product.fileUpload'].answer.data.productAttachmentIdx) }]),
  'product.transactions': (k) => each(k.stock, (s: any) => ({ params: path('productMappingIdx', s.productMappingIdx) })),
  'product.movements': () => [{ body: { page: 1, size: 3 } }],

  'order.list': () => [{ body: { page: 1, size: 3 } }],
  'order.store': (k) => [{ body: { divisionIdx: k.stores[0].divisionIdx, memo: '주말 행사 물량', productList: shared(k, k.stores[0].companyIdx).slice(0, 2).map((p: any) => ({ productIdx: p.productIdx, count: 12 })) } }],
  'order.info': (k) => each(k.orders, (o: any) => ({ params: path('productOrderIdx', o.productOrderIdx) })),

  'promotion.list': () => [{ body: { page: 1, size: 3 } }],
  'promotion.store': (k) =>
    each(k.masters, (p: any) => ({ body: { promotionName: '봄맞이 10% 할인', type: 'RATE', productIdx: p.productIdx, companyIdx: p.companyIdx ?? k.stores[0].companyIdx, promotionRate: 10, startDateTime: dayFrom(k, 1, 9), endDateTime: dayFrom(k, 8, 21) } })),
  'promotion.info': (k) => each(k.promotions, (p: any) => ({ params: path('promotionIdx', p.promotionIdx) })),
  'promotion.delete': (k) => each(k.promotions, (p: any) => ({ params: path('promotionIdx', p.promotionIdx) })),

  'training.deviceList': () => [{ body: { page: 1, size: 3 } }],
  'training.list': (k) => [{ body: { deviceIdx: k.trainingDevices[0].deviceIdx } }],
  'training.update': (k) => [{ body: { productTrainingIdxList: [k.training[0].productTrainingIdx], trainingStatusCode: 'TRAINING' } }],
  'training.info': (k) => [{ params: path('deviceIdx', k.trainingDevices[0].deviceIdx) }],

  'payment.list': () => [{ body: { page: 1, size: 3 } }],
  'sales.revenueList': (k) => [{ body: { startDate: dayFrom(k, -90, 0).slice(0, 10), endDate: dayFrom(k, 0, 0).slice(0, 10) } }],
  'sales.revenueDaily': (k) => [{ body: { startDate: dayFrom(k, -6, 0).slice(0, 10), endDate: dayFrom(k, 0, 0).slice(0, 10) } }],
  'sales.productList': () => [{ body: { page: 1, size: 3 } }],
  'statistics.saleCount': (k) => [{ body: { groupBy: 'DAY', startDate: dayFrom(k, -2, 0).slice(0, 10), endDate: dayFrom(k, 0, 0).slice(0, 10) } }],
  'statistics.saleAmount': (k) => [{ body: { groupBy: 'DAY', splitBy: 'PRODUCT', top: 3, startDate: dayFrom(k, -2, 0).slice(0, 10), endDate: dayFrom(k, 0, 0).slice(0, 10) } }],
  'statistics.saleProfit': (k) => [{ body: { groupBy: 'MONTH', splitBy: 'CATEGORY', startDate: dayFrom(k, -60, 0).slice(0, 10), endDate: dayFrom(k, 0, 0).slice(0, 10) } }],
  'statistics.aiHour': () => [{ body: {} }],
  'statistics.aiWorst': () => [{ body: {} }],
  'statistics.aiTop': () => [{ body: {} }],
  'statistics.aiInventoryDays': () => [{ body: {} }],
  'statistics.aiDisplay': (k) => [{ body: { deviceIdx: k.devices[0].deviceIdx } }],

  'employeeUid.list': () => [{ body: { page: 1, size: 3 } }],
  'employeeUid.store': (k) => [{ body: { divisionIdx: k.cards[0].divisionIdx, uid: '04A1B2C3D4E5F6', employeeName: '정사원', employeeNo: 'E-2026-031' } }],
  'employeeUid.update': (k) => [{ body: { employeeUidIdx: k.cards[0].employeeUidIdx, divisionIdx: k.cards[0].divisionIdx, uid: k.cards[0].uid, employeeName: k.cards[0].employeeName, employeeNo: k.cards[0].employeeNo, enabled: false } }],
  'employeeUid.info': (k) => each(k.cards, (c: any) => ({ params: path('employeeUidIdx', c.employeeUidIdx) })),
  'employeeUid.delete': (k) => each(k.cards, (c: any) => ({ params: path('employeeUidIdx', c.employeeUidIdx) })),
  'employeePointLog.list': () => [{ body: { page: 1, size: 3, reason: 'PURCHASE' } }],
  'employeePointLog.paymentProducts': (k) => each(k.pointLogs.filter((l: any) => l.referenceIdx !== null), (l: any) => ({ params: path('referenceIdx', l.referenceIdx) })),

  'sim.control.health': () => [{}],
  'sim.control.clockGet': () => [{}],
  'sim.control.clockSet': () => [{ body: { paused: true } }],
  'sim.control.fleet': () => [{}],
  'sim.control.events': () => [{ query: { since: '0' } }], // text on the wire; the document shows the number its schema takes
  'sim.control.door': (k) =>
    each(k.stock.filter((s: any) => s.deviceIdx !== null && s.trayIdx !== null && s.stock > 0), (s: any) => ({ params: path('deviceIdx', s.deviceIdx), body: { mode: 'CARD', items: [{ productMappingIdx: s.productMappingIdx, count: 1 }] } })),
  'sim.control.faultRaise': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx), body: { code: 'PAYMENT_BILL_JAM', severity: 'WARNING' } })),
  'sim.control.faultClear': after(['sim.control.faultRaise'], (_, g) => [{ params: g['sim.control.faultRaise'].request.params, body: { code: 'PAYMENT_BILL_JAM' } }]),
  'sim.control.selfCheck': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx), body: {} })),
  'sim.control.offline': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx), body: { offline: true } })),
  'sim.control.scenario': (k) => [{ params: { name: 'lunch-rush' }, body: { deviceIdxs: [k.devices[0].deviceIdx] } }],
  'sim.control.restock': (k) => each(k.devices, (d: any) => ({ params: path('deviceIdx', d.deviceIdx), body: {} })),
  'sim.control.reset': () => [{ body: { preset: 'demo' } }],
  'sim.control.tours': () => [{}],
  'sim.control.tour': (k) => [{ params: { tourId: k.tours[0].id } }],
  'sim.control.tourGo': (k) => [{ params: { tourId: k.tours[0].id }, body: { step: 1 } }],
  'sim.control.tourEnd': after(['sim.control.tourGo'], (k) => [{ params: { tourId: k.tours[0].id }, body: {} }]),
  'sim.control.sessions': () => [{}],
  'sim.control.expireSessions': () => [{ body: {} }],
  'sim.control.outbox': after(['auth.findId'], () => [{}]),
  'sim.faults.list': after(['sim.faults.add'], () => [{}]),
  'sim.faults.add': () => [{ body: { kind: 'latency', path: '/company/list', delayMs: 1500, count: 3 } }],
  'sim.faults.clear': after(['sim.faults.add'], () => [{ body: {} }]),
  'sim.classroom.me': () => [{}],
  // A finding task of the course a class gets by default (fixtures/courses/operator-basics.json);
  // a wrong answer is an answer too (done: false, one try fewer).
  'sim.classroom.answer': asTrainee(() => [{ body: { exerciseId: 'refund-find', answer: '0' } }]),
  'sim.classroom.make': after([OWN_PASSWORD], () => [{ body: { trainees: 2 } }]),
  'sim.classroom.board': after(CLASS, () => [{}]),
  'sim.classroom.accounts': after(CLASS, () => [{}]),
  'sim.classroom.reset': after(CLASS, (_, g) => [{ params: { userId: g['sim.classroom.make'].answer.data.trainees[0].userId }, body: {} }]),
  'sim.classroom.end': after(CLASS, () => [{ body: {} }]),
};
