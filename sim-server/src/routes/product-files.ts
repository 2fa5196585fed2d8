// Product files: a picture (png, jpeg, webp or gif by its bytes, at most PRODUCT_IMAGE_LIMIT_BYTES;
// it becomes the product's imgFullPath and replaces the one before) or a document of any type. Who
// may change the product may upload; who may see it may download.
import { randomBytes } from 'node:crypto';
import { PRODUCT_IMAGE_LIMIT_BYTES, PRODUCT_IMAGE_TYPES, api, type ProductMaster } from '../../../contract/index';
import { fail } from '../failure';
import { FileReply, defineHandlers, reply, type RequestContext, type UploadedFile } from '../http/handler';
import { assertRoomFor, byteCount, megabytes, safeMimeType, singleFile, storedFile } from '../http/upload';
import { sniffImageType } from '../media/image-type';
import { uploadedImagePath } from '../media/product-images';
import { editableProduct, withImageUrl } from './product-rules';
import { visibleProduct } from './visible';

/** What a client may declare for a picture: one of the types, or no opinion. */
const DECLARABLE: readonly string[] = [...PRODUCT_IMAGE_TYPES, 'application/octet-stream'];

export const productFileHandlers = defineHandlers(api.product, {
  fileUpload: ({ body, files }, ctx) => {
    const file = singleFile(files, 'file');
    const product = editableProduct(ctx, body.productIdx);
    assertRoomFor(ctx, product.companyIdx, file.size);
    if (body.kind === 'IMAGE') return uploadImage(ctx, product, file);
    const idx = ctx.repos.productFiles.insert({ productIdx: product.productIdx, kind: 'ATTACHMENT', publicKey: null, ...storedFile(file) }, ctx.now);
    return reply.saved(ctx, ctx.repos.productFiles.get(idx)!);
  },

  fileDownload: ({ params }, ctx) => {
    const file = ctx.repos.productFiles.file(params.attcheIdx) ?? fail.notFound('attachment');
    visibleProduct(ctx, file.productIdx);
    return new FileReply(file.fileName, file.mimeType, file.data);
  },
});

/** The bytes decide the type; a declared type other than a picture type is refused too. */
function uploadImage(ctx: RequestContext, product: ProductMaster, file: UploadedFile) {
  if (file.size > PRODUCT_IMAGE_LIMIT_BYTES) fail.badInput('file', 'imageTooLarge', { limit: megabytes(PRODUCT_IMAGE_LIMIT_BYTES), bytes: byteCount(PRODUCT_IMAGE_LIMIT_BYTES) });
  const declared = safeMimeType(file.mimeType);
  if (!DECLARABLE.includes(declared)) fail.badInput('file', 'imageDeclaredType', { type: declared });
  const type = sniffImageType(file.buffer) ?? fail.badInput('file', 'notAnImage');
  const publicKey = randomBytes(16).toString('hex');
  // The sniffed type is what the picture is served as.
  const idx = ctx.repos.productFiles.insert({ productIdx: product.productIdx, kind: 'IMAGE', publicKey, ...storedFile(file), mimeType: type }, ctx.now);
  ctx.repos.productFiles.deleteImages(product.productIdx, idx);
  const path = uploadedImagePath(publicKey, type);
  ctx.repos.products.update(product.productIdx, { imgFullPath: path }, ctx.now);
  return reply.saved(ctx, withImageUrl(ctx, { ...ctx.repos.productFiles.get(idx)!, imgFullPath: path }));
}
