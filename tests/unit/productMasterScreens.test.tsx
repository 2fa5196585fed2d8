// Product master list and detail: owner, won, YYYY-MM-DD dates, the placeholder-unless-http image
// rule, CSV export, save messages ('Product saved' / 'Product save failed'), image and document
// uploads, document download.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '../../contract/constants';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { isImageLink } from '../../web/src/ui/productImage';
import { productFormToBody, productToForm } from '../../web/src/features/product/productForm';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useProductStore } from '../../web/src/features/product/store';
import { useUiStore } from '../../web/src/state/ui';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { sampleMaster, sampleMasterDetail, sampleProductAttachment } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { backend, info, on, sentBody, FIRST_PAGE, stringOk, stringList, stringRefused } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';


beforeAll(async () => {
  await import('../../web/src/features/product/ProductMasterListPage');
  await import('../../web/src/features/product/ProductMasterDetailPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  useProductStore.getState().reset();
  responseCache.clear();
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
/** The blob's bytes as text, with a leading BOM kept (FileReader's readAsText would drop it). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('the image rule', () => {
  it('shows a picture only for http(s) links', () => {
    expect(isImageLink('http://cdn.example/a.png')).toBe(true);
    expect(isImageLink('HTTPS://cdn.example/a.png')).toBe(true);
    for (const path of [null, undefined, '', 'a.png', '/upload/a.png', 'ftp://cdn.example/a.png', 'javascript:alert(1)']) expect(isImageLink(path)).toBe(false);
  });
});

describe('product master list', () => {
  const rows = () =>
    stringList(
      sampleMaster(2, { productName: 'Cola', price: 12300, imgFullPath: 'https://cdn.example/cola.png' }),
      sampleMaster(1, { productName: 'Water, "still"', companyIdx: null, companyName: null, price: 800, imgFullPath: '/upload/water.png' }),
    );

  it('shows the owner, prices in won, dates as YYYY-MM-DD and the picture or placeholder; filters come from the URL', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/product/master/list', rows()));
    renderApp('/management/product/master?companyIdx=1&keyword=co');
    const cola = (await screen.findByText('Cola')).closest('tr')!;
    expect(cells(cola)).toEqual(['2', '', 'Cola', '8800000002', 'Drinks', 'Daon', 'Hanaro Foods', '₩12,300', '₩900', '7 days', '2024-01-02', '2024-03-04']);
    expect(within(cola).getByTestId('product-image').getAttribute('src')).toBe('https://cdn.example/cola.png');
    const water = screen.getByText('Water, "still"').closest('tr')!;
    expect(cells(water)).toEqual(expect.arrayContaining(['Shared catalog', '₩800']));
    expect(within(water).getByTestId('product-image-placeholder')).toBeTruthy();
    expect(within(water).queryByTestId('product-image')).toBeNull();
    expect(sentBody(calls, '/product/master/list')).toEqual({ companyIdx: 1, keyword: 'co', ...FIRST_PAGE });
  });

  it('exports every row as UTF-8 CSV with a BOM, labels for owner, raw prices, barcodes kept as text and dates in the export form', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    backend(on('/tree/list', info(sampleTree())), on('/product/master/list', rows()));
    renderApp('/management/product/master');
    await screen.findByText('Cola');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^product-master-\d{8}\.csv$/);
    const text = await readBlob(vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'No.,Product,Barcode,Category,Manufacturer,Owner,Price,Cost,Shelf life (days),Created,Updated',
      '2,Cola,"=""8800000002""",Drinks,Daon,Hanaro Foods,12300,900,7,2024.01.02 10:11:12,2024.03.04 05:06:07',
      '1,"Water, ""still""","=""8800000001""",Drinks,Daon,Shared catalog,800,900,7,2024.01.02 10:11:12,2024.03.04 05:06:07',
      '',
    ]);
  });

  it("'New product' opens the creation form with the owner choice for internal staff", async () => {
    backend(on('/tree/list', info(sampleTree())), on('/product/master/list', stringList()));
    const { router } = renderApp('/management/product/master');
    fireEvent.click(await screen.findByRole('button', { name: 'New product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/product/master/new'));
    expect(await screen.findByLabelText('Owner')).toBeTruthy();
  });
});

describe('product master detail', () => {
  it('shows an http picture, stock totals and documents', async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', info(sampleMasterDetail(7, { imgFullPath: 'http://cdn.example/7.png', attachmentList: [sampleProductAttachment(1)] }))),
    );
    renderApp('/management/product/master/7');
    const panel = await screen.findByTestId('product-image-panel');
    expect(within(panel).getByTestId('product-image').getAttribute('src')).toBe('http://cdn.example/7.png');
    const view = screen.getByTestId('product-view');
    expect(view.querySelector('[data-field="stockTotal"]')!.textContent).toBe('42');
    expect(view.querySelector('[data-field="price"]')!.textContent).toBe('₩1,500');
    expect(view.querySelector('[data-field="owner"]')!.textContent).toBe('Hanaro Foods');
    expect(screen.getByText('spec1.pdf')).toBeTruthy();
  });

  it('shows the placeholder when imgFullPath is not an http link', async () => {
    backend(on('/tree/list', info(sampleTree())), on('/product/info', info(sampleMasterDetail(7, { imgFullPath: 'uploads/7.png' }))));
    renderApp('/management/product/master/7');
    const panel = await screen.findByTestId('product-image-panel');
    expect(within(panel).getByTestId('product-image-placeholder')).toBeTruthy();
    expect(within(panel).queryByTestId('product-image')).toBeNull();
  });

  it("saves an edit: 'Product saved', with the typed numbers", async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', info(sampleMasterDetail(7))),
      on('/product/master/store', (body) => stringOk(sampleMaster(7, { price: Number(body.price) }))),
    );
    renderApp('/management/product/master/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const price = screen.getByLabelText('Price') as HTMLInputElement;
    // A number field within the catalog's bounds (LIMITS.priceWon), as the server checks them.
    expect([price.type, price.min, price.max]).toEqual(['number', '0', String(LIMITS.priceWon)]);
    fireEvent.change(price, { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Product saved');
    expect(sentBody(calls, '/product/master/store')).toEqual({
      productIdx: 7,
      productName: 'Product 7',
      barcode: '8800000007',
      category: 'Drinks',
      manufacturer: 'Daon',
      price: 2000,
      cost: 900,
      shelfLifeDays: 7,
    });
  });

  it("a refused save says 'Product save failed' and the server's reason, and stays in the form", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', info(sampleMasterDetail(7))),
      // A rule only the server knows: the form passes its own check and is sent.
      on('/product/master/store', stringRefused('1', 'Barcode: already used by another product')),
    );
    renderApp('/management/product/master/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '8801234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Product save failed\nBarcode: already used by another product');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Barcode')).toBeTruthy();
  });

  it('creates a shared catalog record as internal staff and opens it', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/master/store', stringOk(sampleMaster(40, { companyIdx: null, companyName: null, productName: 'Tea' }))),
      on('/product/info', info(sampleMasterDetail(40, { companyIdx: null, companyName: null, productName: 'Tea' }))),
    );
    const { router } = renderApp('/management/product/master/new');
    fireEvent.change(await screen.findByLabelText('Product'), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('Image link'), { target: { value: 'https://cdn.example/tea.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Product saved');
    expect(sentBody(calls, '/product/master/store')).toMatchObject({ companyIdx: null, productName: 'Tea', price: 1800, cost: 0, shelfLifeDays: 7, imgFullPath: 'https://cdn.example/tea.png' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/product/master/40'));
  });

  it('shows a company’s picture at the signed address the answer gave, and does not send it back as a change (issue 26)', async () => {
    const signed = 'http://127.0.0.1:8080/media/product-images/generated/2.svg?exp=1796000000000&sig=' + 'a'.repeat(43);
    backend(on('/tree/list', info(sampleTree())), on('/product/master/list', stringList(sampleMaster(2, { productName: 'Cola', imgFullPath: signed }))));
    renderApp('/management/product/master');
    const cola = (await screen.findByText('Cola')).closest('tr')!;
    expect(within(cola).getByTestId('product-image').getAttribute('src')).toBe(signed);
    const current = sampleMaster(2, { imgFullPath: signed });
    expect(productFormToBody(productToForm(current), 2, { authType: 'ADMIN', current })).not.toHaveProperty('imgFullPath');
  });

  it('sends the picture link only when it was changed; emptied, it removes the picture', () => {
    const linked = sampleMaster(7, { imgFullPath: 'http://console.example/media/product-images/ab.png' });
    const body = (imgFullPath: string, current = linked) => productFormToBody({ ...productToForm(current), imgFullPath }, 7, { authType: 'ADMIN', current });
    expect(body(linked.imgFullPath!)).not.toHaveProperty('imgFullPath');
    expect(body('')).toMatchObject({ imgFullPath: null });
    expect(body(' https://cdn.example/new.png ')).toMatchObject({ imgFullPath: 'https://cdn.example/new.png' });
    // A path that is not a link (a Live server's own) is not in the field and never sent.
    const path = sampleMaster(7, { imgFullPath: '/files/7.png' });
    expect(productToForm(path).imgFullPath).toBe('');
    expect(body('', path)).not.toHaveProperty('imgFullPath');
  });

  it('uploads a picture (kind IMAGE) and reloads the record; a non-raster file is refused before sending', async () => {
    let infoCalls = 0;
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', () => ((infoCalls += 1), info(sampleMasterDetail(7, infoCalls > 1 ? { imgFullPath: 'http://cdn.example/new.png' } : {})))),
      on('/product/fileUpload', (body) => ({ data: { result: 0, message: 'ok', data: sampleProductAttachment(9, { kind: body.kind as 'IMAGE', fileName: 'new.png' }) } })),
    );
    renderApp('/management/product/master/7');
    await screen.findByTestId('product-image-placeholder');
    const input = () => document.querySelector('[data-testid="image-upload"] input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    await dialogSays('logo.svg: only PNG, JPEG, WebP or GIF pictures can be uploaded.');
    expect(calls.some((c) => c.url === '/product/fileUpload')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(input()).toBeTruthy());
    fireEvent.change(input(), { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } });
    await dialogSays('Normally processed');
    const form = calls.find((c) => c.url === '/product/fileUpload')!.data as FormData;
    expect([form.get('productIdx'), form.get('kind'), (form.get('file') as File).name]).toEqual(['7', 'IMAGE', 'new.png']);
    expect((await screen.findByTestId('product-image')).getAttribute('src')).toBe('http://cdn.example/new.png');
  });

  it('uploads a document (kind ATTACHMENT) and downloads one under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', info(sampleMasterDetail(7, { attachmentList: [sampleProductAttachment(1)] }))),
      on('/product/fileUpload', (body) => ({ data: { result: 0, message: 'ok', data: sampleProductAttachment(2, { kind: body.kind as 'ATTACHMENT', fileName: 'haccp.pdf', fileSize: 3 }) } })),
      on('/product/fileDownload/1', { data: new Blob(['%PDF'], { type: 'application/pdf' }), headers: { 'content-disposition': 'attachment; filename="spec1.pdf"' } }),
    );
    renderApp('/management/product/master/7');
    await screen.findByText('spec1.pdf');
    fireEvent.change(document.querySelector('[data-testid="product-attachment-upload"] input[type=file]')!, { target: { files: [new File(['pdf'], 'haccp.pdf')] } });
    await dialogSays('Normally processed');
    expect((calls.find((c) => c.url === '/product/fileUpload')!.data as FormData).get('kind')).toBe('ATTACHMENT');
    expect(cells((await screen.findByText('haccp.pdf')).closest('tr')!)).toEqual(['2', 'haccp.pdf', '3 B', expect.any(String), 'Download']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download spec1.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('spec1.pdf');
  });

  it("a failed download shows the server's message, then the download state is reset", async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/product/info', info(sampleMasterDetail(7, { attachmentList: [sampleProductAttachment(1)] }))),
      on('/product/fileDownload/1', { data: new Blob([JSON.stringify({ result: 3, message: 'Attachment not found' })], { type: 'application/json' }) }),
    );
    renderApp('/management/product/master/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Download spec1.pdf' }));
    await dialogSays('Attachment not found');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(useProductStore.getState().download.status).toBe(''));
  });

  it("a partner sees the shared catalog's records without Edit or uploads", async () => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: { ...sampleUser, authType: 'PARTNER', companyIdx: 1 } });
    backend(on('/tree/list', info(sampleTree())), on('/product/info', info(sampleMasterDetail(7, { companyIdx: null, companyName: null }))));
    renderApp('/management/product/master/7');
    await screen.findByTestId('product-view');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByTestId('image-upload')).toBeNull();
  });
});
