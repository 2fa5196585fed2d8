// Helpers of the product, stock and order tests: the tables they touch, the stock ledger check,
// small pictures with real magic bytes, and records on each side of the demo scopes.
import type { ProductMappingRow } from '../../sim-server/src/db/repositories/stock';
import { column, rows, value } from './support';
import type { makeSim } from './support';

export type Sim = ReturnType<typeof makeSim>;

/** Every table a product, stock or order call may write, for before/after comparisons. */
export const STOCK_TABLES = ['products', 'product_attachments', 'product_mappings', 'product_transactions', 'product_orders', 'product_order_lines'] as const;
export const stockRows = (sim: Sim) => STOCK_TABLES.map((t) => rows(sim, t));

/** Mappings whose stock is not the sum of their transactions (or with none): always 0. */
export const unbalanced = (sim: Sim) =>
  value(sim, `SELECT COUNT(*) FROM product_mappings m
    LEFT JOIN (SELECT productMappingIdx, SUM(count) AS total FROM product_transactions GROUP BY productMappingIdx) t USING (productMappingIdx)
    WHERE t.total IS NULL OR m.stock <> t.total OR m.stock < 0`);

type MappingRow = Required<ProductMappingRow>;
export const mapping = (sim: Sim, productMappingIdx: number) =>
  sim.db!.prepare('SELECT * FROM product_mappings WHERE productMappingIdx = ?').get(productMappingIdx) as MappingRow;
/** The first mapping matching a condition on `product_mappings` (by key). */
export const firstMapping = (sim: Sim, where: string, ...params: unknown[]) =>
  sim.db!.prepare(`SELECT * FROM product_mappings WHERE removedDate IS NULL AND ${where} ORDER BY productMappingIdx LIMIT 1`).get(...params) as MappingRow;
export const transactionsOf = (sim: Sim, productMappingIdx: number) =>
  sim.db!.prepare('SELECT transactionCode, count, stockAfter, memo FROM product_transactions WHERE productMappingIdx = ? ORDER BY transactionIdx').all(productMappingIdx) as {
    transactionCode: string;
    count: number;
    stockAfter: number;
    memo: string;
  }[];

/** A product of a company (its own record), or of the shared catalog with null. */
export const productOf = (sim: Sim, companyIdx: number | null) =>
  companyIdx === null
    ? value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL')
    : value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx = ?', companyIdx);

/** A company's own record the partner's company (1) may not use: the first of another company. */
export const foreignProduct = (sim: Sim) => value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx > 1');

/** A shared product a device does not carry yet. */
export const productNotOn = (sim: Sim, deviceIdx: number, minShelfLife = 1) =>
  value(sim, `SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL AND shelfLifeDays >= ?
    AND productIdx NOT IN (SELECT productIdx FROM product_mappings WHERE deviceIdx = ? AND removedDate IS NULL)`, minShelfLife, deviceIdx);

export const traysOf = (sim: Sim, deviceIdx: number) => column(sim, 'SELECT trayIdx FROM trays WHERE deviceIdx = ? ORDER BY trayNo', deviceIdx);

/** A 1×1 PNG and the first bytes of the other picture types (the server reads only the magic). */
export const PICTURES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18, 0)]),
} as const;

/** Absolute links the simulator hands out for its own pictures (supertest's host is 127.0.0.1:port). */
/** A picture of the simulator's, as answers give it: absolute and signed (media/picture-links.ts). */
export const OWN_PICTURE = /^http:\/\/127\.0\.0\.1:\d+\/media\/product-images\/(generated\/\d+\.svg|[0-9a-f]{32}\.(png|jpg|webp|gif))\?exp=\d+&sig=[\w-]{43}$/;
