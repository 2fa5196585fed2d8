// The device and stock lists sort on the server (sortField, sortOrder) because the console pages
// them there: every field in both directions must give the order the rows' own values give
// (SQLite's text order: UTF-8 bytes; empty values last either way; ties by the list's key in the
// same direction, after the key of the device, division or product sorted by), every page must be
// the matching slice of that order, from the first page to the last (pages past the middle are read
// from the other end), and a field or direction the catalog does not name is bad input, never a
// server error.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_SORT_FIELDS, FAILURE, STOCK_SORT_FIELDS } from '../../contract/index';
import { sharedSim, signedIn, namesField, type Client } from './support';

const sim = sharedSim();

type Row = Record<string, unknown>;
type Value = string | number | null;

/** How the rows of one sort field compare: the values it orders by, and whether they may be empty. */
interface SortSpec {
  values: (row: Row) => Value[];
  nullable?: boolean;
}

/** Empty texts count as empty, as NULLIF(…, '') makes them on the server. */
const text = (value: unknown): Value => (value === '' || value === undefined ? null : (value as Value));

/** Device status by severity (the catalog's DEVICE_SORT_FIELDS note). */
const STATUS_RANK: Record<string, number> = { ONLINE: 0, MAINTENANCE: 1, OFFLINE: 2, FAULT: 3 };

const DEVICE_SORTS: Record<(typeof DEVICE_SORT_FIELDS)[number], SortSpec> = {
  deviceName: { values: (r) => [r.deviceName as string] },
  serialNumber: { values: (r) => [r.serialNumber as string] },
  companyDivision: { values: (r) => [r.companyName as string, r.divisionName as string] },
  status: { values: (r) => [STATUS_RANK[r.status as string]!] },
  temperature: { values: (r) => [r.temperature as number | null], nullable: true },
  openFaultCount: { values: (r) => [r.openFaultCount as number] },
  reportAt: { values: (r) => [r.reportAt as string | null], nullable: true },
  createdDate: { values: (r) => [r.createdDate as string] },
  updatedDate: { values: (r) => [r.updatedDate as string] },
};

/** A device's (a division's, a tray's, a product's) rows stay together: the name or number, then its key. */
const STOCK_SORTS: Record<(typeof STOCK_SORT_FIELDS)[number], SortSpec> = {
  divisionName: { values: (r) => [r.divisionName as string, r.divisionIdx as number] },
  deviceName: { values: (r) => [text(r.deviceName), r.deviceIdx as number | null], nullable: true },
  trayNo: { values: (r) => [r.trayNo as number | null, r.trayIdx as number | null], nullable: true },
  productName: { values: (r) => [r.productName as string, r.productIdx as number] },
  barcode: { values: (r) => [text(r.barcode), r.productIdx as number], nullable: true },
  category: { values: (r) => [text(r.category), r.productIdx as number], nullable: true },
  price: { values: (r) => [r.price as number] },
  stock: { values: (r) => [r.stock as number] },
  expiredDate: { values: (r) => [r.expiredDate as string | null], nullable: true },
  createdDate: { values: (r) => [r.createdDate as string] },
  updatedDate: { values: (r) => [r.updatedDate as string] },
};

/** SQLite's ascending order of two values that are not empty: numbers by value, text by its UTF-8 bytes. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}

/** The keys of `rows` in the order a sort field gives: its values (empty last either way), then the key, one direction. */
function expectedOrder(rows: readonly Row[], spec: SortSpec, key: string, desc: boolean): number[] {
  const dir = desc ? -1 : 1;
  const keyed = rows.map((row) => ({ key: row[key] as number, values: spec.values(row) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < x.values.length; i += 1) {
      const a = x.values[i]!;
      const b = y.values[i]!;
      if (a === null || b === null) {
        if (a === b) continue;
        expect(spec.nullable, 'an empty value in a field the server sorts as never empty').toBe(true);
        return a === null ? 1 : -1;
      }
      const c = compareValues(a, b);
      if (c !== 0) return c * dir;
    }
    return (x.key - y.key) * dir;
  });
  return keyed.map((k) => k.key);
}

const ok = (result: unknown) => Number(result) === 0; // inventory answers '0'

/** The whole list of a query (unpaged), checked for a success and a count that matches. */
async function whole(c: Client, path: string, body: object): Promise<Row[]> {
  const res = await c.post(path, body);
  expect(ok(res.body.result), `${path} ${JSON.stringify(body)}: ${res.body.message}`).toBe(true);
  const list = res.body.data.list as Row[];
  expect(res.body.data.totalCount).toBe(list.length);
  return list;
}

/**
 * Every page of `size` rows, from the first until one comes back short: each carries the whole
 * count, together they hold each key once, in the unpaged order; a page past the end is empty.
 */
async function expectPagesCoverTheList(c: Client, path: string, body: object, key: string, keys: readonly number[], size: number): Promise<void> {
  const seen: number[] = [];
  for (let page = 1; ; page += 1) {
    const res = await c.post(path, { ...body, page, size });
    expect(ok(res.body.result)).toBe(true);
    expect(res.body.data.totalCount).toBe(keys.length);
    const pageKeys = (res.body.data.list as Row[]).map((r) => r[key] as number);
    expect({ body, page, keys: pageKeys }).toEqual({ body, page, keys: keys.slice((page - 1) * size, page * size) });
    seen.push(...pageKeys);
    if (pageKeys.length < size) break;
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen).toEqual(keys);
  const beyond = await c.post(path, { ...body, page: Math.ceil(keys.length / size) + 3, size });
  expect(beyond.body.data).toEqual({ list: [], totalCount: keys.length });
}

const LISTS = [
  { path: '/device/list', key: 'deviceIdx', sorts: DEVICE_SORTS, size: 7, filter: { keyword: '냉장고' } },
  { path: '/product/inventory/list', key: 'productMappingIdx', sorts: STOCK_SORTS, size: 97, filter: { placement: 'TRAY' } },
  { path: '/product/list', key: 'productMappingIdx', sorts: STOCK_SORTS, size: 97, filter: { placement: 'TRAY' } },
] as const;

describe('device and stock lists sorted by the server', () => {
  beforeAll(async () => {
    // A device that never reported: no reportAt, no temperature (empty values to keep last).
    const admin = await signedIn(sim());
    const res = await admin.post('/device/store', {
      divisionIdx: 1, deviceName: '정렬 시험 냉장고', serialNumber: 'TC-AIF-2026-990777', deviceType: 'AI_FRIDGE', provider: 'TC', model: 'TC-AF700', addressDetail: '',
    });
    expect(res.body.result, res.body.message).toBe(0);
    // A unit moved to a device that does not carry the product: device stock off its tray (no trayNo).
    const stock = await whole(admin, '/product/inventory/list', { companyIdx: 1 });
    const from = stock.find((r) => r.trayIdx !== null && (r.stock as number) > 0)!;
    const carries = (deviceIdx: unknown) => stock.some((r) => r.deviceIdx === deviceIdx && r.productIdx === from.productIdx);
    const to = stock.find((r) => r.deviceIdx !== from.deviceIdx && !carries(r.deviceIdx))!;
    const moved = await admin.post('/product/migration/product/stock', { fromProductMappingIdx: from.productMappingIdx, toDeviceIdx: to.deviceIdx, count: 1 });
    expect(moved.body.result, moved.body.message).toBe(0);
  });

  for (const { path, key, sorts, size, filter } of LISTS) {
    describe(path, () => {
      for (const [sortField, spec] of Object.entries(sorts) as [string, SortSpec][]) {
        it(`orders by ${sortField} both ways, ties by ${key}, and pages without duplicates or gaps`, async () => {
          const admin = await signedIn(sim());
          const rows = await whole(admin, path, {});
          for (const sortOrder of ['asc', 'desc'] as const) {
            const body = { sortField, sortOrder };
            const sorted = await whole(admin, path, body);
            const keys = sorted.map((r) => r[key] as number);
            expect({ body, keys }).toEqual({ body, keys: expectedOrder(rows, spec, key, sortOrder === 'desc') });
            await expectPagesCoverTheList(admin, path, body, key, keys, size);
          }
          // Without a direction a sort field sorts ascending.
          const ascending = (await whole(admin, path, { sortField, sortOrder: 'asc' })).map((r) => r[key]);
          expect((await whole(admin, path, { sortField })).map((r) => r[key])).toEqual(ascending);
        });
      }

      it('pages its own order (no sortField) from the first page to the last', async () => {
        const admin = await signedIn(sim());
        for (const body of [{}, { sortOrder: 'asc' }, { sortOrder: 'desc' }, filter, { companyIdx: 1 }]) {
          const keys = (await whole(admin, path, body)).map((r) => r[key] as number);
          expect(keys.length, JSON.stringify(body)).toBeGreaterThan(size);
          await expectPagesCoverTheList(admin, path, body, key, keys, size);
        }
      });
    });
  }

  it('has ties, empty values and both ends to order in the demo world (so the checks above can fail)', async () => {
    const admin = await signedIn(sim());
    const devices = await whole(admin, '/device/list', {});
    const stock = await whole(admin, '/product/list', {});
    const tied = (rows: Row[], field: string) => new Set(rows.map((r) => r[field])).size < rows.length;
    expect(tied(devices, 'status') && tied(devices, 'openFaultCount') && tied(devices, 'companyName')).toBe(true);
    expect(tied(stock, 'stock') && tied(stock, 'price') && tied(stock, 'productName') && tied(stock, 'deviceName')).toBe(true);
    expect(devices.some((d) => d.temperature === null) && devices.some((d) => d.reportAt === null)).toBe(true);
    expect(stock.some((r) => r.deviceName === null) && stock.some((r) => r.trayNo === null)).toBe(true);
    expect((await whole(admin, '/product/inventory/list', {})).some((r) => r.trayNo === null)).toBe(true); // device stock off its tray
    // Status sorts by severity, not by its code's letters.
    const statuses = (await whole(admin, '/device/list', { sortField: 'status' })).map((d) => d.status);
    expect([...new Set(statuses)]).toEqual(['ONLINE', 'MAINTENANCE', 'OFFLINE', 'FAULT'].filter((s) => statuses.includes(s)));
  });

  it('keeps a scope and filters under a sort: a PARTNER sorts only its company’s rows', async () => {
    const partner = await signedIn(sim(), 'partner');
    const admin = await signedIn(sim());
    for (const [path, key, sortField] of [['/device/list', 'deviceIdx', 'deviceName'], ['/product/inventory/list', 'productMappingIdx', 'productName']] as const) {
      const own = await whole(admin, path, { companyIdx: 1 });
      const sorted = await whole(partner, path, { sortField, sortOrder: 'desc' });
      const spec = (path === '/device/list' ? DEVICE_SORTS : STOCK_SORTS)[sortField as 'deviceName'];
      expect(sorted.map((r) => r[key])).toEqual(expectedOrder(own, spec, key, true));
    }
  });
});

describe('sortField and sortOrder the catalog does not name', () => {
  /** A list, a body, and the field its message must name. */
  const BAD: [string, object, 'sortField' | 'sortOrder'][] = [
    ['/device/list', { sortField: 'bogus' }, 'sortField'],
    ['/device/list', { sortField: 'deviceIdx; DROP TABLE devices' }, 'sortField'],
    ['/device/list', { sortField: 'productName' }, 'sortField'],
    ['/device/list', { sortField: 'DEVICENAME' }, 'sortField'],
    ['/device/list', { sortField: 1 }, 'sortField'],
    ['/device/list', { sortField: null }, 'sortField'],
    ['/device/list', { sortField: ['deviceName'] }, 'sortField'],
    ['/device/list', { sortOrder: 'up' }, 'sortOrder'],
    ['/device/list', { sortField: 'deviceName', sortOrder: 'ASC' }, 'sortOrder'],
    ['/device/list', { sortField: 'deviceName', sortOrder: -1 }, 'sortOrder'],
    ['/product/inventory/list', { sortField: 'serialNumber' }, 'sortField'],
    ['/product/inventory/list', { sortField: 'm.stock' }, 'sortField'],
    ['/product/inventory/list', { sortField: '' }, 'sortField'],
    ['/product/inventory/list', { sortField: 'stock', sortOrder: 'descending' }, 'sortOrder'],
    ['/product/inventory/list', { sortOrder: { $gt: '' } }, 'sortOrder'],
    ['/product/list', { sortField: 'status' }, 'sortField'],
    ['/product/list', { sortField: 'price', sortOrder: true }, 'sortOrder'],
  ];

  it('are refused as bad input naming the field, with no server error, and change nothing', async () => {
    const admin = await signedIn(sim());
    const before = await whole(admin, '/device/list', {});
    for (const [path, body, field] of BAD) {
      const res = await admin.post(path, { page: 1, size: 20, ...body });
      expect({ path, body, serverError: res.status >= 500, result: Number(res.body.result) }).toEqual({ path, body, serverError: false, result: FAILURE.BAD_INPUT });
      expect(namesField(res.body, field), `${path} ${JSON.stringify(body)} ${res.body.message}`).toBe(true);
      expect(res.body.data).toBeUndefined();
    }
    expect(await whole(admin, '/device/list', {})).toEqual(before);
  });
});
