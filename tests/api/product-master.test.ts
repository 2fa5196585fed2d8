// Product master records: the shared catalog and companies' own, who may read and write which,
// picture links made absolute for the caller's host, detail with stock in scope.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ProductMaster } from '../../contract/index';
import { api, column, control, deviceScopes, makeSim, rows, scopes, sharedSim, signedIn, step, value, QUIET_FLEET, type Client } from './support';
import { foreignProduct, OWN_PICTURE, productOf, stockRows, type Sim } from './stock-support';

const MINUTE = 60_000;
const draft = (fields: Record<string, unknown> = {}) => ({ productName: '테스트 샌드위치', price: 3000, ...fields });
const store = (who: Client, body: object) => who.post('/product/master/store', body);
const NO_RECORD = 'You have no access to this record';
const NO_ACTION = 'You have no permission for this action';
const idsOf = (list: ProductMaster[]) => list.map((p) => p.productIdx);
/** Keys a company may use, in list order (newest first). */
const usableBy = (sim: Sim, companyIdx: number) =>
  column(sim, 'SELECT productIdx FROM products WHERE companyIdx IS NULL OR companyIdx = ? ORDER BY createdDate DESC, productIdx DESC', companyIdx);

describe('product.masterList', () => {
  const sim = sharedSim({ allowedHosts: ['kiosk.example'] }); // the name a test below asks by

  it('answers the shared catalog and the caller’s company’s own records (ADMIN every record), newest first', async () => {
    const admin = await signedIn(sim());
    const all = await admin.post('/product/master/list', {});
    expect(all.body).toMatchObject({ result: '0', message: 'Normally processed' });
    expect(all.body.data.totalCount).toBe(value(sim(), 'SELECT COUNT(*) FROM products'));
    expect(idsOf(all.body.data.list)).toEqual(column(sim(), 'SELECT productIdx FROM products ORDER BY createdDate DESC, productIdx DESC'));
    expect(new Set((all.body.data.list as ProductMaster[]).map((p) => p.companyIdx)).size).toBeGreaterThan(3);

    for (const who of ['partner', 'manager'] as const) {
      const res = await (await signedIn(sim(), who)).post('/product/master/list', {});
      expect({ who, ids: idsOf(res.body.data.list) }).toEqual({ who, ids: usableBy(sim(), 1) });
      expect(res.body.data.totalCount).toBe(usableBy(sim(), 1).length);
    }
    const own = (all.body.data.list as ProductMaster[]).find((p) => p.companyIdx === 1)!;
    expect(own).toMatchObject({ companyName: value<string>(sim(), 'SELECT companyName FROM companies WHERE companyIdx = 1') });
    expect((all.body.data.list as ProductMaster[]).find((p) => p.companyIdx === null)!.companyName).toBeNull();
  });

  it('makes stored picture paths absolute for the host that asked, and leaves products without one on the placeholder', async () => {
    const admin = await signedIn(sim());
    const list = (await admin.post('/product/master/list', {})).body.data.list as ProductMaster[];
    const bare = column(sim(), 'SELECT productIdx FROM products WHERE imgFullPath IS NULL ORDER BY productIdx');
    expect(bare.length).toBeGreaterThanOrEqual(2);
    expect(bare.length).toBeLessThan(list.length / 4); // most products have a picture
    for (const p of list) {
      if (bare.includes(p.productIdx)) expect(p.imgFullPath).toBeNull();
      else expect({ idx: p.productIdx, link: p.imgFullPath }).toEqual({ idx: p.productIdx, link: expect.stringMatching(OWN_PICTURE) });
    }
    const token = (await request(sim().app).post(api('/auth/login')).send({ userId: 'admin', password: 'admin1234' })).body.accessToken as string;
    const elsewhere = await request(sim().app).post(api('/product/master/list')).set({ Authorization: `Bearer ${token}`, Host: 'kiosk.example:8443' }).send({});
    const pictured = (elsewhere.body.data.list as ProductMaster[]).find((p) => p.imgFullPath !== null)!;
    expect(pictured.imgFullPath).toMatch(new RegExp(`^http://kiosk\\.example:8443/media/product-images/generated/${pictured.productIdx}\\.svg\\?exp=\\d+&sig=`));
  });

  it('filters by keyword, category, company, device and creation date, and pages', async () => {
    const admin = await signedIn(sim());
    const s = deviceScopes(sim());
    const list = async (body: object) => (await admin.post('/product/master/list', body)).body.data as { list: ProductMaster[]; totalCount: number };
    const kimbap = await list({ keyword: '삼각김밥' });
    expect(kimbap.list.length).toBeGreaterThan(1);
    expect(kimbap.list.every((p) => p.productName.includes('삼각김밥'))).toBe(true);
    const dairy = await list({ category: '유제품' });
    expect(idsOf(dairy.list).sort((a, b) => a - b)).toEqual(column(sim(), `SELECT productIdx FROM products WHERE category = '유제품' ORDER BY productIdx`));
    expect(idsOf((await list({ companyIdx: 2 })).list)).toEqual(usableBy(sim(), 2));
    const onDevice = column(sim(), 'SELECT DISTINCT productIdx FROM product_mappings WHERE deviceIdx = ? ORDER BY productIdx', s.devices.own);
    expect(idsOf((await list({ deviceIdx: s.devices.own })).list).sort((a, b) => a - b)).toEqual(onDevice);
    const held = column(sim(), 'SELECT DISTINCT productIdx FROM product_mappings WHERE divisionIdx = ? ORDER BY productIdx', s.warehouse);
    expect(idsOf((await list({ divisionIdx: s.warehouse })).list).sort((a, b) => a - b)).toEqual(held);
    const newest = value<string>(sim(), 'SELECT MAX(substr(createdDate, 1, 10)) FROM products');
    expect(idsOf((await list({ startDate: newest })).list)).toEqual(column(sim(), 'SELECT productIdx FROM products WHERE createdDate >= ? ORDER BY createdDate DESC, productIdx DESC', newest));
    const everything = await list({});
    const page = await list({ page: 2, size: 5 });
    // supertest listens on a new port per request, so pages are compared by key.
    expect({ ids: idsOf(page.list), totalCount: page.totalCount }).toEqual({ ids: idsOf(everything.list).slice(5, 10), totalCount: everything.totalCount });
  });
});

describe('product.masterStore', () => {
  it('lets an ADMIN create shared records and records of any company, with defaults', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const shared = await store(admin, draft({ barcode: '8809999000011' }));
    expect(shared.body).toMatchObject({
      result: '0', message: 'Product saved',
      data: { companyIdx: null, companyName: null, productName: '테스트 샌드위치', barcode: '8809999000011', category: '', manufacturer: '', price: 3000, cost: 0, shelfLifeDays: 7, imgFullPath: null },
    });
    const owned = await store(admin, draft({ companyIdx: 2, imgFullPath: 'https://cdn.example.com/p/1.png' }));
    expect(owned.body.data).toMatchObject({ companyIdx: 2, companyName: value<string>(sim, 'SELECT companyName FROM companies WHERE companyIdx = 2'), imgFullPath: 'https://cdn.example.com/p/1.png' });
    expect(value(sim, 'SELECT companyIdx FROM products WHERE productIdx = ?', owned.body.data.productIdx)).toBe(2);
    expect((await store(admin, draft({ companyIdx: 99999 }))).body).toEqual({ result: '3', message: 'Company not found' });
  });

  it('lets a PARTNER write only its company’s records and read the shared ones; a MANAGER writes none', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const created = await store(partner, draft());
    expect(created.body).toMatchObject({ result: '0', data: { companyIdx: 1 } });
    const productIdx = created.body.data.productIdx as number;
    expect((await store(partner, draft({ productIdx, companyIdx: 1, productName: '이름 변경' }))).body).toMatchObject({ result: '0', data: { productName: '이름 변경', companyIdx: 1 } });

    const before = stockRows(sim);
    const refusals: [Client, object, string][] = [
      [partner, draft({ companyIdx: null }), NO_ACTION],
      [partner, draft({ companyIdx: 2 }), NO_RECORD],
      [partner, draft({ productIdx: productOf(sim, null) }), NO_ACTION],
      [partner, draft({ productIdx: foreignProduct(sim) }), NO_RECORD],
      [manager, draft(), NO_ACTION],
      [manager, draft({ productIdx }), NO_ACTION],
    ];
    for (const [who, body, message] of refusals) expect({ body, answer: (await store(who, body)).body }).toEqual({ body, answer: { result: '4', message } });
    expect(stockRows(sim)).toEqual(before);
  });

  it('keeps a record’s owner and refuses a barcode the same catalog already uses', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const shared = sim.db!.prepare('SELECT productIdx, productName, barcode FROM products WHERE companyIdx IS NULL ORDER BY productIdx LIMIT 1').get() as ProductMaster;
    const foreign = sim.db!.prepare('SELECT productIdx, productName, barcode FROM products WHERE productIdx = ?').get(foreignProduct(sim)) as ProductMaster;
    const before = stockRows(sim);
    expect((await store(admin, draft({ productIdx: shared.productIdx, companyIdx: 2 }))).body).toEqual({ result: '1', message: 'The owner of a product master record cannot change' });
    expect((await store(partner, draft({ barcode: shared.barcode }))).body).toEqual({ result: '1', message: `Barcode ${shared.barcode} is already used by product "${shared.productName}"` });
    expect((await store(admin, draft({ barcode: foreign.barcode }))).body.result).toBe('1'); // a shared record clashes with any
    expect(stockRows(sim)).toEqual(before);
    // Another company's catalog is not the partner's: the same barcode may be used there.
    expect((await store(partner, draft({ barcode: foreign.barcode }))).body.result).toBe('0');
    // A record keeps its own barcode when saved again.
    const own = (await store(admin, draft({ productIdx: shared.productIdx, barcode: shared.barcode, productName: shared.productName }))).body;
    expect(own).toMatchObject({ result: '0', data: { barcode: shared.barcode } });
  });

  it('answers bad input naming the field and changes nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = stockRows(sim);
    const cases: [object, RegExp][] = [
      [{ price: 1000 }, /Product: is required/],
      [draft({ productName: '   ' }), /Product: is required/],
      [draft({ barcode: '88A1' }), /Barcode: must be digits/],
      [draft({ price: -1 }), /Price: /],
      [draft({ price: 10.5 }), /Price: /],
      [draft({ shelfLifeDays: 0 }), /Shelf life \(days\): /],
      [draft({ imgFullPath: 'javascript:alert(1)' }), /Image link: must be an http\(s\) link/],
      [draft({ companyIdx: 'one' }), /Company: must be a number/],
      [draft({ colour: 'red' }), /colour: is not a known field/],
    ];
    for (const [body, message] of cases) {
      const res = await store(admin, body);
      expect({ body, result: res.body.result }).toEqual({ body, result: '2' });
      expect(res.body.message).toMatch(message);
    }
    expect((await store(admin, draft({ productIdx: 99999 }))).body).toEqual({ result: '3', message: 'Product not found' });
    expect(stockRows(sim)).toEqual(before);
  });

  it('keeps the picture when the console sends back the link it was given, and removes or replaces it when told', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const product = sim.db!.prepare('SELECT * FROM products WHERE imgFullPath IS NOT NULL ORDER BY productIdx LIMIT 1').get() as ProductMaster;
    const { productIdx, productName, price } = product;
    const stored = () => value<string | null>(sim, 'SELECT imgFullPath FROM products WHERE productIdx = ?', productIdx);
    const echoed = await store(admin, { productIdx, productName, price, imgFullPath: `http://other-host:9000${product.imgFullPath}` });
    expect(echoed.body.data.imgFullPath).toMatch(OWN_PICTURE);
    expect(stored()).toBe(product.imgFullPath);
    expect((await store(admin, { productIdx, productName, price })).body.data.imgFullPath).toMatch(OWN_PICTURE); // omitted: unchanged
    expect((await store(admin, { productIdx, productName, price, imgFullPath: 'https://cdn.example.com/a.webp' })).body.data.imgFullPath).toBe('https://cdn.example.com/a.webp');
    expect((await store(admin, { productIdx, productName, price, imgFullPath: null })).body.data.imgFullPath).toBeNull();
    expect(stored()).toBeNull();
  });

  it('tells the kiosks that carry a renamed product, so they sell it under its new name', async () => {
    const sim = makeSim({ fleet: { engine: QUIET_FLEET } });
    const admin = await signedIn(sim);
    const fridge = value(sim, `SELECT deviceIdx FROM devices WHERE deviceType = 'AI_FRIDGE' AND status = 'ONLINE' AND online = 1 ORDER BY deviceIdx LIMIT 1`);
    const shelf = sim.db!.prepare('SELECT productMappingIdx, productIdx FROM product_mappings WHERE deviceIdx = ? AND trayIdx IS NOT NULL AND stock > 0 ORDER BY productMappingIdx LIMIT 1').get(fridge) as {
      productMappingIdx: number;
      productIdx: number;
    };
    const product = sim.db!.prepare('SELECT * FROM products WHERE productIdx = ?').get(shelf.productIdx) as ProductMaster;
    const { productIdx, price, cost, shelfLifeDays } = product;
    expect((await store(admin, { productIdx, productName: '새 이름 상품', price, cost, shelfLifeDays })).body.result).toBe('0');
    const lastPayment = value(sim, 'SELECT MAX(paymentIdx) FROM payments');
    expect((await control(sim).post(`/devices/${fridge}/door`, { mode: 'APP', items: [{ productMappingIdx: shelf.productMappingIdx, count: 1 }] })).body.result).toBe(0);
    await step(sim, 5 * MINUTE);
    expect(column<string>(sim, 'SELECT l.productName FROM payment_lines l JOIN payments p USING (paymentIdx) WHERE p.paymentIdx > ?', lastPayment)).toEqual(['새 이름 상품']);
  });
});

describe('product.info', () => {
  const sim = sharedSim();

  it('answers the record with its documents and the stock and devices in the caller’s scope', async () => {
    const s = scopes(sim());
    const productIdx = value(sim(), `SELECT productIdx FROM product_mappings m JOIN divisions d USING (divisionIdx)
      WHERE d.divisionIdx IN (${s.managed.join(',')}) GROUP BY productIdx ORDER BY COUNT(*) DESC LIMIT 1`);
    const totals = (where: string) =>
      sim().db!.prepare(`SELECT COALESCE(SUM(m.stock), 0) AS stockTotal, COUNT(DISTINCT m.deviceIdx) AS deviceCount
        FROM product_mappings m JOIN divisions d USING (divisionIdx) WHERE m.productIdx = ? AND m.removedDate IS NULL AND ${where}`).get(productIdx);
    const admin = await (await signedIn(sim())).post('/product/info', { productIdx });
    expect(admin.body).toMatchObject({ result: 0, data: { productIdx, attachmentList: [], ...(totals('1') as object) } });
    expect(admin.body.data.imgFullPath === null || OWN_PICTURE.test(admin.body.data.imgFullPath)).toBe(true);
    const manager = await (await signedIn(sim(), 'manager')).post('/product/info', { productIdx });
    expect(manager.body.data).toMatchObject(totals(`d.divisionIdx IN (${s.managed.join(',')})`) as object);
    expect(manager.body.data.stockTotal).toBeLessThan(admin.body.data.stockTotal);
    const partner = await signedIn(sim(), 'partner');
    expect((await partner.post('/product/info', { productIdx: foreignProduct(sim()) })).body).toEqual({ result: 4, message: NO_RECORD });
    expect((await partner.post('/product/info', { productIdx: productOf(sim(), 1) })).body.result).toBe(0);
    expect((await partner.post('/product/info', { productIdx: 99999 })).body).toEqual({ result: 3, message: 'Product not found' });
    expect((await partner.post('/product/info', {})).body).toMatchObject({ result: 2, message: expect.stringContaining('Product: is required') });
    expect(rows(sim(), 'product_attachments')).toEqual([]);
  });
});
