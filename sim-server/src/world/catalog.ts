// The catalog beyond the shared master: each company's own goods (the demo company always has
// some), and pictures: most products show a generated card, a few none (the console's placeholder).
import type { ProductRow } from '../db/repositories/products';
import { generatedImagePath } from '../media/product-images';
import type { CompanyRow } from '../db/repositories/companies';
import { MANUFACTURERS, OWN_PRODUCTS } from './korean-data';
import { WORLD_REF_DATE_MS, wireToMs, type Random } from './random';

/** Share of products without a picture. */
const WITHOUT_PICTURE = 0.12;

/** Own goods of every company (3 for the demo company, 0–2 for the others), keys after `firstIdx`. */
export function generateCompanyProducts(r: Random, companies: CompanyRow[], firstIdx: number, barcode: () => string): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const company of companies) {
    const brand = company.companyName.replace(/^\(주\)/, '');
    for (const seed of r.f.helpers.arrayElements(OWN_PRODUCTS, company.companyIdx === 1 ? 3 : r.int(0, 2))) {
      rows.push({
        productIdx: firstIdx + rows.length + 1,
        companyIdx: company.companyIdx,
        productName: `${brand} ${seed.name}`,
        barcode: barcode(),
        category: seed.category,
        manufacturer: r.pick(MANUFACTURERS),
        price: seed.price,
        cost: Math.round((seed.price * r.int(50, 70)) / 100 / 10) * 10,
        shelfLifeDays: seed.shelfLifeDays,
        imgFullPath: null,
        ...r.stamps(wireToMs(company.createdDate), WORLD_REF_DATE_MS - 5 * 24 * 60 * 60 * 1000),
      });
    }
  }
  return rows;
}

/** Every product its generated card, except a few (at least two) that keep none. */
export function pictureCatalog(r: Random, products: ProductRow[]): ProductRow[] {
  const bare = new Set(r.f.helpers.arrayElements(products, Math.max(2, Math.round(products.length * WITHOUT_PICTURE))).map((p) => p.productIdx));
  return products.map((p) => ({ ...p, imgFullPath: bare.has(p.productIdx) ? null : generatedImagePath(p.productIdx) }));
}
