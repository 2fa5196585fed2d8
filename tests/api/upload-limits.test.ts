// Uploads of exactly the stated limit are taken (multer's busboy refused a file the moment it
// reached the limit, so the largest file the message allowed was refused); one byte more is
// refused with a message that states the real limit.
import { describe, expect, it } from 'vitest';
import { FAILURE, PRODUCT_IMAGE_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '../../contract/index';
import { makeSim, scopes, signedIn, value } from './support';
import { PICTURES } from './stock-support';

/** A file of exactly `size` bytes that starts with `head`. */
const sized = (size: number, head = Buffer.alloc(0)) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

describe('uploads at the limit', () => {
  it('take a document of exactly UPLOAD_LIMIT_BYTES and refuse one byte more, stating the limit', async () => {
    const sim = makeSim();
    const s = scopes(sim);
    const admin = await signedIn(sim);
    const ko = await signedIn(sim, 'admin', 'ko');
    const fields = { userIdx: String(s.admin), documentType: 'ETC' };
    const attachments = () => sim.db!.prepare('SELECT userAttachmentIdx, fileSize FROM user_attachments ORDER BY userAttachmentIdx').all();
    const exact = await admin.upload('/user/fileUpload', fields, [{ name: 'limit.pdf', data: sized(UPLOAD_LIMIT_BYTES), type: 'application/pdf' }]);
    expect(exact.body).toMatchObject({ result: 0, data: { fileSize: UPLOAD_LIMIT_BYTES } });
    const before = attachments();
    const over = await admin.upload('/user/fileUpload', fields, [{ name: 'over.pdf', data: sized(UPLOAD_LIMIT_BYTES + 1), type: 'application/pdf' }]);
    expect([over.status, over.body]).toEqual([413, { result: FAILURE.BAD_INPUT, message: 'The file is too large (at most 10 MB = 10,485,760 bytes per file)' }]);
    const overKo = await ko.upload('/user/fileUpload', fields, [{ name: 'over.pdf', data: sized(UPLOAD_LIMIT_BYTES + 1), type: 'application/pdf' }]);
    expect(overKo.body.message).toBe('파일이 너무 큽니다 (파일당 최대 10 MB = 10,485,760바이트)');
    expect(attachments()).toEqual(before);
  });

  it('take a product attachment of exactly UPLOAD_LIMIT_BYTES and a product image of exactly PRODUCT_IMAGE_LIMIT_BYTES', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const productIdx = String(value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL'));
    const attachment = await admin.upload('/product/fileUpload', { productIdx, kind: 'ATTACHMENT' }, [{ name: 'spec.pdf', data: sized(UPLOAD_LIMIT_BYTES), type: 'application/pdf' }]);
    expect(attachment.body).toMatchObject({ result: 0, data: { fileSize: UPLOAD_LIMIT_BYTES } });
    const image = await admin.upload('/product/fileUpload', { productIdx, kind: 'IMAGE' }, [{ name: 'big.png', data: sized(PRODUCT_IMAGE_LIMIT_BYTES, PICTURES.png), type: 'image/png' }]);
    expect(image.body).toMatchObject({ result: 0, data: { fileSize: PRODUCT_IMAGE_LIMIT_BYTES } });
    const over = await admin.upload('/product/fileUpload', { productIdx, kind: 'IMAGE' }, [{ name: 'bigger.png', data: sized(PRODUCT_IMAGE_LIMIT_BYTES + 1, PICTURES.png), type: 'image/png' }]);
    expect(over.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'Invalid input — File: an image may be at most 5 MB = 5,242,880 bytes' });
  });
});
