// Product master records. Only what the current areas need; the product area adds more.
import type { ProductMaster } from '../../../../contract/index';
import type { Db } from '../open';

export function productRepository(db: Db) {
  return {
    get(productIdx: number): ProductMaster | undefined {
      return db.prepare('SELECT * FROM products WHERE productIdx = ?').get(productIdx) as ProductMaster | undefined;
    },
    /** Every product master record, by key. */
    all(): ProductMaster[] {
      return db.prepare('SELECT * FROM products ORDER BY productIdx').all() as ProductMaster[];
    },
    count(): number {
      return db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    },
  };
}
export type ProductRepository = ReturnType<typeof productRepository>;
