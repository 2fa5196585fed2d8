// Product pictures under /media/product-images: a generated card for a product whose imgFullPath
// says so, and uploaded pictures under an unguessable key. An <img> cannot send a bearer token, so
// the shared catalog's pictures are public, and a company's own product's only at the signed address
// an answer to a session that sees the product handed out (media/picture-links.ts); anything else is
// "not found". Pictures go out with their sniffed type, nosniff and a CSP that lets nothing run, so
// even a crafted file can only ever be shown as a picture.
import { Router, type Request, type Response } from 'express';
import type { ProductMaster } from '../../../contract/index';
import type { Repositories } from '../db/repositories/index';
import { IMAGE_EXTENSIONS, type ImageType } from './image-type';
import type { PictureLinks } from './picture-links';
import { productImageSvg } from './product-image-svg';

export const PRODUCT_IMAGE_BASE = '/media/product-images';

/** Where a product's generated card lives (what imgFullPath stores for it). */
export function generatedImagePath(productIdx: number): string {
  return `${PRODUCT_IMAGE_BASE}/generated/${productIdx}.svg`;
}

/** Where an uploaded picture lives. */
export function uploadedImagePath(publicKey: string, type: ImageType): string {
  return `${PRODUCT_IMAGE_BASE}/${publicKey}.${IMAGE_EXTENSIONS[type]}`;
}

/** A stored imgFullPath that is a picture of ours (not a link elsewhere). */
export function isPicturePath(stored: string): boolean {
  return stored.startsWith(`${PRODUCT_IMAGE_BASE}/`);
}

const GENERATED = /^(\d{1,9})\.svg$/;
const UPLOADED = /^([0-9a-f]{32})\.(png|jpg|webp|gif)$/;

function sendPicture(res: Response, type: string, body: string | Buffer, cacheControl: string): void {
  res
    .set({
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': cacheControl,
    })
    .send(body);
}

export function productImageRouter(repos: Repositories, links: PictureLinks): Router {
  const router = Router();
  /** Whether this request may see the picture of `product`: the shared catalog's always, a company's with a valid signature. */
  const mayShow = (req: Request, product: ProductMaster) =>
    product.companyIdx === null || links.verify(`${PRODUCT_IMAGE_BASE}${req.path}`, req.query.exp, req.query.sig);
  // A company's picture is for the session's browser only, not for caches on the way.
  const caching = (product: ProductMaster, policy: string) => (product.companyIdx === null ? policy : policy.replace('public', 'private'));

  router.get('/generated/:file', (req, res, next) => {
    const match = GENERATED.exec(req.params.file);
    const product = match ? repos.products.get(Number(match[1])) : undefined;
    // Only while the product still shows its card (a replaced or removed picture is gone).
    if (!product || product.imgFullPath !== generatedImagePath(product.productIdx) || !mayShow(req, product)) return next();
    // Drawn from the current name, so a renamed product's card changes: revalidate (ETag) soon.
    sendPicture(res, 'image/svg+xml; charset=utf-8', productImageSvg(product), caching(product, 'public, max-age=300'));
  });

  router.get('/:file', (req, res, next) => {
    const match = UPLOADED.exec(req.params.file);
    const image = match ? repos.productFiles.image(match[1]!) : undefined;
    const product = image ? repos.products.get(image.productIdx) : undefined;
    if (!image || !product || IMAGE_EXTENSIONS[image.mimeType as ImageType] !== match![2] || !mayShow(req, product)) return next();
    // A new upload gets a new key, so a stored picture never changes under its address.
    sendPicture(res, image.mimeType, image.data, caching(product, 'public, max-age=31536000, immutable'));
  });

  return router;
}
