// Product master form values ↔ the product.masterStore body, the owner of a record, and who may
// change it (pure, so it is tested without a screen).
import type { TFunction } from 'i18next';
import type { AuthType, User } from '@contract/entities';
import type { MasterStoreBody, ProductMaster } from './store';
import { isImageLink } from '../../ui/productImage';
import { paths } from '../../core/paths';

export const PRODUCT_MASTER_PATH = paths.productMaster();

/** The owner choice of a new record: a companyIdx, or SHARED_CATALOG. */
export const SHARED_CATALOG = 0;

export interface ProductFormValues {
  owner: number;
  productName: string;
  barcode: string;
  category: string;
  manufacturer: string;
  price: string;
  cost: string;
  shelfLifeDays: string;
  /** An http(s) link to the picture; '' for none. */
  imgFullPath: string;
}

export const PRODUCT_TEXT_FIELDS = ['productName', 'barcode', 'category', 'manufacturer'] as const;
export const PRODUCT_NUMBER_FIELDS = ['price', 'cost', 'shelfLifeDays'] as const;

export function ownerLabel(t: TFunction, product: Pick<ProductMaster, 'companyIdx' | 'companyName'>): string {
  return product.companyIdx === null ? t('product.sharedCatalog') : (product.companyName ?? `#${product.companyIdx}`);
}

/** Only internal staff pick the owner (the shared catalog or a company); a partner's records are its company's. */
export function picksOwner(authType: AuthType | null | undefined): boolean {
  return authType === 'ADMIN';
}

/** ADMIN changes every record; a PARTNER only its company's own (the shared catalog is internal staff's). */
export function mayChangeProduct(caller: Pick<User, 'authType' | 'companyIdx'> | null, product: Pick<ProductMaster, 'companyIdx'>): boolean {
  if (caller?.authType === 'ADMIN') return true;
  return caller?.authType === 'PARTNER' && product.companyIdx !== null && product.companyIdx === caller.companyIdx;
}

export function emptyProductForm(): ProductFormValues {
  return { owner: SHARED_CATALOG, productName: '', barcode: '', category: '', manufacturer: '', price: '', cost: '0', shelfLifeDays: '7', imgFullPath: '' };
}

export function productToForm(product: ProductMaster): ProductFormValues {
  return {
    owner: product.companyIdx ?? SHARED_CATALOG,
    productName: product.productName,
    barcode: product.barcode,
    category: product.category,
    manufacturer: product.manufacturer,
    price: String(product.price),
    cost: String(product.cost),
    shelfLifeDays: String(product.shelfLifeDays),
    // A picture path that is not a link (a Live server's) is kept as it is; the field edits links only.
    imgFullPath: isImageLink(product.imgFullPath) ? product.imgFullPath : '',
  };
}

/** Typed text as a number; what is not one goes as NaN (null on the wire) and the server names the field. */
export function numberOf(text: string): number {
  const trimmed = text.replace(/,/g, '').trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * No productIdx creates (with the owner when the caller picks it); with one it updates. The picture
 * link goes only when the operator changed it (emptied: null, the picture is removed), so the
 * absolute link the server answers for its own uploads is never sent back as an outside link.
 */
export function productFormToBody(
  values: ProductFormValues,
  productIdx: number | null,
  { authType, current }: { authType: AuthType | null | undefined; current: ProductMaster | null },
): MasterStoreBody {
  const link = values.imgFullPath.trim();
  const before = current ? productToForm(current).imgFullPath : '';
  return {
    ...(productIdx !== null ? { productIdx } : picksOwner(authType) ? { companyIdx: values.owner === SHARED_CATALOG ? null : values.owner } : {}),
    productName: values.productName.trim(),
    barcode: values.barcode.trim(),
    category: values.category.trim(),
    manufacturer: values.manufacturer.trim(),
    price: numberOf(values.price),
    cost: numberOf(values.cost),
    shelfLifeDays: numberOf(values.shelfLifeDays),
    ...(link === before ? {} : { imgFullPath: link === '' ? null : link }),
  };
}
