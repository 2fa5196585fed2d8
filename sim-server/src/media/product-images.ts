// Product pictures, served without sign-in (an <img> cannot send a bearer token) under
// /media/product-images: a generated card for a product whose imgFullPath says so, and uploaded
// pictures under an unguessable key. Pictures go out with their sniffed type, nosniff and a CSP
// that lets nothing run, so even a crafted file can only ever be shown as a picture.
import { Router, type Response } from 'express';
import type { Repositories } from '../db/repositories/index';
import { notFound } from '../http/errors';
import { IMAGE_EXTENSIONS, type ImageType } from './image-type';
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

export function productImageRouter(repos: Repositories): Router {
  const router = Router();

  router.get('/generated/:file', (req, res, next) => {
    const match = GENERATED.exec(req.params.file);
    const product = match ? repos.products.get(Number(match[1])) : undefined;
    // Only while the product still shows its card (a replaced or removed picture is gone).
    if (!product || product.imgFullPath !== generatedImagePath(product.productIdx)) return next();
    // Drawn from the current name, so a renamed product's card changes: revalidate (ETag) soon.
    sendPicture(res, 'image/svg+xml; charset=utf-8', productImageSvg(product), 'public, max-age=300');
  });

  router.get('/:file', (req, res, next) => {
    const match = UPLOADED.exec(req.params.file);
    const image = match ? repos.productFiles.image(match[1]!) : undefined;
    if (!image || IMAGE_EXTENSIONS[image.mimeType as ImageType] !== match![2]) return next();
    // A new upload gets a new key, so a stored picture never changes under its address.
    sendPicture(res, image.mimeType, image.data, 'public, max-age=31536000, immutable');
  });

  router.use(notFound);
  return router;
}
