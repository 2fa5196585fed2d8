// Product pictures and documents: bytes in SQLite, pictures checked by their magic bytes and served
// publicly with their sniffed type, hostile names made harmless, limits, scope.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FAILURE, PRODUCT_IMAGE_LIMIT_BYTES } from '../../contract/index';
import { makeSim, manualClock, offeredName, rows, signedIn, value, type FilePart } from './support';
import { foreignProduct, OWN_PICTURE, PICTURES, productOf, stockRows, type Sim } from './stock-support';

const UPLOAD = '/product/fileUpload';
const fields = (productIdx: number | string, kind = 'IMAGE') => ({ productIdx: String(productIdx), kind });
const picture = (data: Buffer = PICTURES.png, type = 'image/png', name = '상품사진.png'): FilePart => ({ name, data, type });
const pdf = (name = '성분표.pdf'): FilePart => ({ name, data: Buffer.from('%PDF-1.4\n% test\n%%EOF\n'), type: 'application/pdf' });
/** The path part of an absolute link, to fetch it from the app under test. */
const pathOf = (link: string) => new URL(link).pathname;
/** What the browser asks for with a link an answer gave: path and signature. */
const addressOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;
const storedImage = (sim: Sim, productIdx: number) => value<string | null>(sim, 'SELECT imgFullPath FROM products WHERE productIdx = ?', productIdx);
/** A public GET whose body is kept as text (superagent does not parse image/svg+xml). */
const fetchText = (sim: Sim, path: string) =>
  request(sim.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done(null, text));
    });

describe('product pictures', () => {
  it('stores an uploaded picture, makes it the product’s imgFullPath and serves it without sign-in with its type', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const productIdx = productOf(sim, null);
    const res = await admin.upload(UPLOAD, fields(productIdx), [picture()]);
    expect(res.body).toMatchObject({
      result: 0,
      data: { productIdx, kind: 'IMAGE', fileName: '상품사진.png', fileSize: PICTURES.png.length, imgFullPath: expect.stringMatching(OWN_PICTURE) },
    });
    const link = res.body.data.imgFullPath as string;
    expect(pathOf(link)).toMatch(/\.png$/);
    expect(storedImage(sim, productIdx)).toBe(pathOf(link)); // stored as a path, answered absolute
    expect(pathOf((await admin.post('/product/info', { productIdx })).body.data.imgFullPath)).toBe(pathOf(link));

    const served = await request(sim.app).get(addressOf(link)).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Buffer.from(served.body as Buffer).equals(PICTURES.png)).toBe(true);

    // A new picture replaces the old one: its address answers 404 and only one picture is kept.
    const jpeg = await admin.upload(UPLOAD, fields(productIdx), [picture(PICTURES.jpeg, 'image/jpeg', 'photo.jpg')]);
    expect(pathOf(jpeg.body.data.imgFullPath)).toMatch(/\.jpg$/);
    const gone = await request(sim.app).get(addressOf(link));
    expect(gone.status).toBe(404);
    expect(gone.type).toBe('application/json');
    expect(value(sim, `SELECT COUNT(*) FROM product_attachments WHERE productIdx = ? AND kind = 'IMAGE'`, productIdx)).toBe(1);
    expect((await request(sim.app).get(addressOf(jpeg.body.data.imgFullPath))).headers['content-type']).toBe('image/jpeg');
  });

  it('takes the type from the bytes: WebP and GIF, also sent without a declared type', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const productIdx = productOf(sim, 1);
    for (const [data, type, extension] of [[PICTURES.webp, 'image/webp', 'webp'], [PICTURES.gif, 'application/octet-stream', 'gif'], [PICTURES.png, 'image/jpeg', 'png']] as const) {
      const res = await admin.upload(UPLOAD, fields(productIdx), [picture(data, type, `x.${extension}`)]);
      expect({ type, result: res.body.result, link: res.body.data?.imgFullPath }).toEqual({ type, result: 0, link: expect.stringMatching(new RegExp(`\\.${extension}\\?exp=`)) });
      const served = await request(sim.app).get(addressOf(res.body.data.imgFullPath));
      expect(served.headers['content-type']).toBe(extension === 'png' ? 'image/png' : `image/${extension}`);
    }
  });

  it('refuses what is not a picture, a picture over the image limit and a file over the upload limit, storing nothing', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const productIdx = productOf(sim, null);
    const before = stockRows(sim);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const cases: [FilePart, RegExp][] = [
      [picture(html, 'image/png', 'fake.png'), /File: is not a PNG, JPEG, WebP or GIF image/],
      [picture(svg, 'image/svg+xml', 'vector.svg'), /File: is sent as image\/svg\+xml/],
      [picture(PICTURES.png, 'text/html', 'page.html'), /File: is sent as text\/html/],
      [picture(Buffer.from('GIF8'), 'image/gif', 'short.gif'), /File: is not a PNG/],
      [picture(Buffer.concat([PICTURES.png, Buffer.alloc(PRODUCT_IMAGE_LIMIT_BYTES)]), 'image/png', 'huge.png'), /File: an image may be at most 5 MB = 5,242,880 bytes/],
    ];
    for (const [file, message] of cases) {
      const res = await admin.upload(UPLOAD, fields(productIdx), [file]);
      expect({ name: file.name, status: res.status, result: res.body.result }).toEqual({ name: file.name, status: 200, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    const tooBig = await admin.upload(UPLOAD, fields(productIdx, 'ATTACHMENT'), [{ name: 'big.bin', data: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ result: FAILURE.BAD_INPUT, message: 'The file is too large (at most 10 MB = 10,485,760 bytes per file)' });
    expect(stockRows(sim)).toEqual(before);
  });

  it('serves a seeded product’s generated card publicly as SVG that runs nothing, and only while the product shows it', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const product = sim.db!.prepare('SELECT productIdx, productName, price, imgFullPath FROM products WHERE imgFullPath IS NOT NULL ORDER BY productIdx LIMIT 1').get() as {
      productIdx: number;
      productName: string;
      price: number;
      imgFullPath: string;
    };
    expect(product.imgFullPath).toBe(`/media/product-images/generated/${product.productIdx}.svg`);
    const card = await fetchText(sim, product.imgFullPath);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(card.headers['x-content-type-options']).toBe('nosniff');
    expect(card.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(card.body as string).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(card.body as string).toContain(product.productName.slice(0, 5));

    // An operator's hostile name is text on the card, never markup.
    const { productIdx, price } = product;
    await admin.post('/product/master/store', { productIdx, price, productName: '<script>alert(1)</script>&"' });
    const hostile = await fetchText(sim, product.imgFullPath);
    expect(hostile.body as string).not.toMatch(/<script|onload|javascript:/i);
    expect(hostile.body as string).toContain('&#60;script&#62;');

    const bare = value(sim, 'SELECT MIN(productIdx) FROM products WHERE imgFullPath IS NULL');
    for (const path of [`/media/product-images/generated/${bare}.svg`, '/media/product-images/generated/99999.svg', `/media/product-images/${'0'.repeat(32)}.png`, '/media/product-images/../../etc/passwd', '/media/product-images/x']) {
      const res = await request(sim.app).get(path);
      expect({ path, status: res.status, type: res.type }).toEqual({ path, status: 404, type: 'application/json' });
    }
    await admin.post('/product/master/store', { productIdx, price, productName: product.productName, imgFullPath: null });
    expect((await request(sim.app).get(product.imgFullPath)).status).toBe(404);
  });
});

// Issue 26: the generated cards of company-owned products (their names drawn on them) were public by
// sequential id. A company's picture is now served only at the signed address its answers give.
describe('pictures of a company’s own products', () => {
  const pictureOf = async (client: Awaited<ReturnType<typeof signedIn>>, productIdx: number) =>
    ((await client.post('/product/info', { productIdx })).body.data.imgFullPath as string);

  it('are served only at the signed, expiring address an answer in scope gave; the shared catalog’s stay public', async () => {
    const clock = manualClock();
    const sim = makeSim({ clock });
    const partner = await signedIn(sim, 'partner');
    const own = value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx = 1 AND imgFullPath LIKE ?', '/media/product-images/generated/%');
    const link = await pictureOf(partner, own);
    expect(link).toMatch(OWN_PICTURE);
    const served = await fetchText(sim, addressOf(link));
    expect([served.status, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/svg+xml; charset=utf-8', 'private, max-age=300']);

    const { exp, sig } = Object.fromEntries(new URL(link).searchParams) as { exp: string; sig: string };
    const other = value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx = 2 AND imgFullPath IS NOT NULL');
    const refused = [
      pathOf(link), // by sequential id, as before
      `${pathOf(link)}?exp=${exp}`,
      `${pathOf(link)}?exp=${Number(exp) + 3_600_000}&sig=${sig}`, // a longer life
      `${pathOf(link)}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `/media/product-images/generated/${other}.svg?exp=${exp}&sig=${sig}`, // another company's card with this signature
      `${pathOf(link)}?exp=${exp}&sig=${sig}&sig=${sig}`,
    ];
    for (const address of refused) {
      const res = await request(sim.app).get(address);
      expect({ address, status: res.status, type: res.type }).toEqual({ address, status: 404, type: 'application/json' });
    }
    clock.advance(2 * 60 * 60 * 1000 + 1); // past its expiry
    expect((await request(sim.app).get(addressOf(link))).status).toBe(404);
    const fresh = await pictureOf(partner, own);
    expect((await request(sim.app).get(addressOf(fresh))).status).toBe(200);

    const shared = value(sim, 'SELECT MIN(productIdx) FROM products WHERE companyIdx IS NULL AND imgFullPath IS NOT NULL');
    const open = await request(sim.app).get(`/media/product-images/generated/${shared}.svg`);
    expect([open.status, open.headers['cache-control']]).toEqual([200, 'public, max-age=300']);
  });

  it('uploaded ones too, and the upload answers the signed address', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const own = productOf(sim, 1);
    const res = await partner.upload(UPLOAD, fields(own), [picture()]);
    const link = res.body.data.imgFullPath as string;
    expect(link).toMatch(OWN_PICTURE);
    expect((await request(sim.app).get(pathOf(link))).status).toBe(404);
    const served = await request(sim.app).get(addressOf(link)).buffer(true);
    expect([served.status, served.headers['content-type'], served.headers['cache-control']]).toEqual([200, 'image/png', 'private, max-age=31536000, immutable']);
  });
});

describe('product documents', () => {
  it('stores any type, lists documents newest first in the detail and downloads them with their original name', async () => {
    const sim = makeSim();
    const partner = await signedIn(sim, 'partner');
    const productIdx = productOf(sim, 1);
    const first = await partner.upload(UPLOAD, fields(productIdx, 'ATTACHMENT'), [pdf()]);
    expect(first.body).toMatchObject({ result: 0, data: { productIdx, kind: 'ATTACHMENT', fileName: '성분표.pdf', fileSize: 22 } });
    expect(first.body.data.imgFullPath).toBeUndefined();
    const second = await partner.upload(UPLOAD, fields(productIdx, 'ATTACHMENT'), [{ name: 'notes.txt', data: Buffer.from('메모'), type: 'text/plain; charset=utf-8' }]);
    expect(second.body.result).toBe(0);
    const info = (await partner.post('/product/info', { productIdx })).body.data;
    expect(info.attachmentList.map((a: { fileName: string }) => a.fileName)).toEqual(['notes.txt', '성분표.pdf']);
    expect(info.attachmentList[1]).toEqual(first.body.data);
    expect(value(sim, 'SELECT imgFullPath FROM products WHERE productIdx = ?', productIdx)).not.toMatch(/^\/media\/product-images\/[0-9a-f]{32}/); // the picture is untouched

    const download = await partner.download(`/product/fileDownload/${first.body.data.productAttachmentIdx}`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(offeredName(download.headers['content-disposition']!)).toBe('성분표.pdf');
    expect((download.body as Buffer).toString()).toBe('%PDF-1.4\n% test\n%%EOF\n');
    expect((await partner.download('/product/fileDownload/99999')).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Attachment not found' });
  });

  it('keeps a hostile name as given but shows and offers it without separators or control characters', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const productIdx = productOf(sim, null);
    const cases: [FilePart, string][] = [
      [{ name: '../../etc/passwd', data: Buffer.from('root:x:0:0') }, '.._.._etc_passwd'],
      [{ name: '..\\..\\boot.ini\u0007', data: Buffer.from('bell'), encodeName: true }, '.._.._boot.ini'],
      [{ name: 'spec\u202Efdp.exe', data: Buffer.from('rtl'), encodeName: true }, 'specfdp.exe'],
    ];
    for (const [file, shown] of cases) {
      const res = await admin.upload(UPLOAD, fields(productIdx, 'ATTACHMENT'), [file]);
      expect({ name: file.name, result: res.body.result, fileName: res.body.data?.fileName }).toEqual({ name: file.name, result: 0, fileName: shown });
      const idx = res.body.data.productAttachmentIdx as number;
      expect(sim.db!.prepare('SELECT originalName, fileName FROM product_attachments WHERE productAttachmentIdx = ?').get(idx)).toEqual({ originalName: file.name, fileName: shown });
      const download = await admin.download(`/product/fileDownload/${idx}`);
      expect(offeredName(download.headers['content-disposition']!)).toBe(shown);
      expect(download.headers['content-disposition']).not.toMatch(/[/\\\u0000-\u001f]/);
    }
    // A picture's name is made harmless too.
    const image = await admin.upload(UPLOAD, fields(productIdx), [picture(PICTURES.png, 'image/png', '../../../var/www/index.png')]);
    expect(image.body.data.fileName).toBe('.._.._.._var_www_index.png');
  });

  it('lets whoever may change the product upload, and whoever may see it download; nothing else changes', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const partner = await signedIn(sim, 'partner');
    const manager = await signedIn(sim, 'manager');
    const foreignDoc = (await admin.upload(UPLOAD, fields(foreignProduct(sim), 'ATTACHMENT'), [pdf()])).body.data.productAttachmentIdx as number;
    const sharedDoc = (await admin.upload(UPLOAD, fields(productOf(sim, null), 'ATTACHMENT'), [pdf()])).body.data.productAttachmentIdx as number;
    const ownDoc = (await partner.upload(UPLOAD, fields(productOf(sim, 1), 'ATTACHMENT'), [pdf()])).body.data.productAttachmentIdx as number;
    const before = stockRows(sim);
    const refusals: [typeof admin, number, string][] = [
      [partner, productOf(sim, null), 'You have no permission for this action'],
      [partner, foreignProduct(sim), 'You have no access to this record'],
      [manager, productOf(sim, 1), 'You have no permission for this action'],
    ];
    for (const [who, productIdx, message] of refusals) {
      expect((await who.upload(UPLOAD, fields(productIdx), [picture()])).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message });
    }
    expect((await admin.upload(UPLOAD, fields(99999), [picture()])).body).toEqual({ result: FAILURE.NOT_FOUND, message: 'Product not found' });
    expect(stockRows(sim)).toEqual(before);

    expect((await partner.download(`/product/fileDownload/${foreignDoc}`)).body).toEqual({ result: FAILURE.NOT_AUTHORIZED, message: 'You have no access to this record' });
    for (const [who, idx] of [[partner, sharedDoc], [manager, sharedDoc], [manager, ownDoc]] as const) expect((await who.download(`/product/fileDownload/${idx}`)).status).toBe(200);
    expect(rows(sim, 'product_attachments')).toHaveLength(3);
  });

  it('answers bad upload input naming the field', async () => {
    const sim = makeSim();
    const admin = await signedIn(sim);
    const before = stockRows(sim);
    const cases: [Record<string, string>, FilePart[], RegExp][] = [
      [fields(1), [], /File: is required/],
      [fields(1), [{ ...picture(), field: 'image' }], /image: is not a known field/],
      [fields(1), [picture(), picture()], /File: only one file may be sent/],
      [fields(1), [picture(Buffer.alloc(0))], /File: is empty/],
      [fields('abc'), [picture()], /Product: must be a number/],
      [fields(1, 'PHOTO'), [picture()], /Kind: /],
      [{ kind: 'IMAGE' }, [picture()], /Product: is required/],
    ];
    for (const [form, files, message] of cases) {
      const res = await admin.upload(UPLOAD, form, files);
      expect({ form, result: res.body.result }).toEqual({ form, result: FAILURE.BAD_INPUT });
      expect(res.body.message).toMatch(message);
    }
    expect(stockRows(sim)).toEqual(before);
  });
});
