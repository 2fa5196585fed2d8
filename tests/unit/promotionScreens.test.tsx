// Promotions: the spec §9 type labels and their values ('10%', '2+1', '1,200원'), dates as
// YYYY-MM-DD in the list, start and end split into date, hour and minute and joined back into the
// request body, delete confirmed first and sent to /promotion/delete/{promotionIdx}.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import {
  emptyPromotionForm,
  joinDateTime,
  promotionFormToBody,
  promotionToForm,
  promotionValue,
  splitDateTime,
  type PromotionFormValues,
} from '../../web/src/features/promotion/promotionForm';
import { api } from '@contract/index';
import { setLanguage } from '../../web/src/i18n';
import { checkBody } from '../../web/src/ui/form';
import { useCommonStore } from '../../web/src/state/common';
import { useProductStore } from '../../web/src/features/product/store';
import { usePromotionStore } from '../../web/src/features/promotion/store';
import { useUiStore } from '../../web/src/state/ui';
import { promotionTypeLabel } from '../../web/src/ui/format';
import { choose } from './support/choose';
import { chooseInPanel } from './support/chooseInPanel';
import { samplePromotion } from './support/commerceSamples';
import { restoreBackend, sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { sampleMaster } from './support/productSamples';
import { renderApp } from './support/renderApp';
import { backend, info, listOf, on, saved, sentBody, FIRST_PAGE, stringList } from './support/scriptedBackend';
import { dialogSays } from './support/screenTests';


beforeAll(async () => {
  await import('../../web/src/features/promotion/PromotionListPage');
  await import('../../web/src/features/promotion/PromotionDetailPage');
  installSession();
  await setLanguage('en');
});
beforeEach(() => {
  useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
  usePromotionStore.getState().reset();
  useProductStore.getState().reset();
  responseCache.clear();
});
afterEach(async () => {
  cleanup();
  restoreBackend();
  vi.restoreAllMocks();
  useUiStore.getState().closeMessage();
  await setLanguage('en');
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const field = (name: string) => screen.getByTestId('promotion-view').querySelector(`[data-field="${name}"]`)!.textContent;

const count = samplePromotion(4, { type: 'COUNT', promotionRate: null, promotionSaleCount: 2, promotionFreeCount: 1, status: 'SCHEDULED', divisionIdx: null, divisionName: null });
const amount = samplePromotion(5, { type: 'AMOUNT', promotionRate: null, promotionAmount: 1200, status: 'ENDED' });

describe('promotion labels and values (spec §9)', () => {
  it('RATE is a discount rate in %, COUNT a free gift of sale count plus free count, AMOUNT a discounted price in won', () => {
    expect([promotionTypeLabel('RATE', 'en'), promotionValue(samplePromotion(1), 'en')]).toEqual(['Discount rate', '10%']);
    expect([promotionTypeLabel('COUNT', 'en'), promotionValue(count, 'en')]).toEqual(['Free gift', '2+1']);
    expect([promotionTypeLabel('AMOUNT', 'ko'), promotionValue(amount, 'ko')]).toEqual(['할인가', '1,200원']);
    expect(promotionValue(amount, 'en')).toBe('₩1,200');
    expect(promotionValue({ ...count, promotionFreeCount: null }, 'en')).toBe('-');
  });
});

describe('start and end as date, hour and minute (spec §3)', () => {
  it('splits a wire time and joins it back', () => {
    expect(splitDateTime('2024-05-01 09:30:00')).toEqual({ date: '2024-05-01', hour: 9, minute: 30 });
    expect(joinDateTime({ date: '2024-05-31', hour: 18, minute: 5 })).toBe('2024-05-31 18:05:00');
    expect(joinDateTime({ date: '', hour: 1, minute: 0 })).toBeNull();
    expect(splitDateTime(null)).toEqual({ date: '', hour: 0, minute: 0 });
  });

  it("sends only the chosen type's fields, the others as null, and refuses an end before the start", () => {
    const form = { ...promotionToForm(samplePromotion(3)), type: 'AMOUNT' as const, promotionAmount: '1,200' };
    expect(promotionFormToBody(form, 3)).toEqual({
      promotionIdx: 3,
      promotionName: 'Promo 3',
      type: 'AMOUNT',
      productIdx: 7,
      divisionIdx: 11,
      promotionRate: null,
      promotionSaleCount: null,
      promotionFreeCount: null,
      promotionAmount: 1200,
      startDateTime: '2024-05-01 09:30:00',
      endDateTime: '2024-05-31 18:45:00',
    });
    // The server's schema refuses what the form must not send, in the user's words (ui/form).
    const check = (values: PromotionFormValues, options?: { sendsCompany: boolean }) => checkBody(api.promotion.store.body, promotionFormToBody(values, 3, options), 'en');
    expect(check(form)).toEqual({});
    expect(check({ ...form, end: { date: '2024-05-01', hour: 9, minute: 30 } })).toEqual({ endDateTime: 'End: must be after the start' });
    expect(check({ ...form, type: 'COUNT', promotionSaleCount: '2', promotionFreeCount: '0' })).toEqual({ promotionFreeCount: 'Units free: must be at least 1' });
    expect(check({ ...form, type: 'COUNT', promotionSaleCount: '2', promotionFreeCount: '' })).toEqual({ promotionFreeCount: 'Units free: is required' });
    expect(check({ ...emptyPromotionForm(), promotionName: 'x' }, { sendsCompany: true })).toMatchObject({ companyIdx: 'Company: is required', productIdx: 'Product: is required' });
  });
});

describe('promotion list', () => {
  it('shows type label, value, status, product, place and dates as YYYY-MM-DD; filters go in the body', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/promotion/list', listOf(samplePromotion(3), count, amount)));
    renderApp('/management/promotion?companyIdx=1&type=COUNT&status=SCHEDULED');
    const first = (await screen.findByText('Promo 3')).closest('tr')!;
    expect(cells(first)).toEqual(['3', 'Promo 3', 'Discount rate', '10%', 'Active', 'Cola', '₩1,500', 'Gangnam', 'Hanaro Foods', '2024-05-01', '2024-05-31']);
    expect(cells(screen.getByText('Promo 4').closest('tr')!).slice(2, 8)).toEqual(['Free gift', '2+1', 'Scheduled', 'Cola', '₩1,500', 'Every store of the company']);
    expect(cells(screen.getByText('Promo 5').closest('tr')!).slice(2, 5)).toEqual(['Discounted price', '₩1,200', 'Ended']);
    expect(sentBody(calls, '/promotion/list')).toEqual({ companyIdx: 1, type: 'COUNT', status: 'SCHEDULED', ...FIRST_PAGE });
  });

  it('in Korean, the value of an AMOUNT promotion reads in won', async () => {
    await setLanguage('ko');
    backend(on('/tree/list', info(sampleTree())), on('/promotion/list', listOf(amount)));
    renderApp('/management/promotion');
    const row = (await screen.findByText('Promo 5')).closest('tr')!;
    expect(cells(row).slice(2, 4)).toEqual(['할인가', '1,200원']);
  });
});

describe('promotion detail', () => {
  it('edits start and end as date, hour and minute and sends them joined, with the new type\'s fields', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/promotion/info/3', info(samplePromotion(3))),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Cola', price: 1500 }), sampleMaster(8, { productName: 'Elsewhere', companyIdx: 2 }))),
      on('/promotion/store', (body) => saved(samplePromotion(3, body as never))),
    );
    renderApp('/management/promotion/3');
    await screen.findByTestId('promotion-view');
    expect([field('promotionType'), field('promotionValue'), field('startDate'), field('endDate'), field('place')]).toEqual([
      'Discount rate',
      '10%',
      '2024.05.01 09:30',
      '2024.05.31 18:45',
      'Gangnam',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((await screen.findByLabelText('Start date') as HTMLInputElement).value).toBe('2024.05.01');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2024.05.31');
    await chooseInPanel('End hour', '20');
    await chooseInPanel('Start minute', '05');
    await choose('Promotion type', 'Free gift');
    fireEvent.change(screen.getByLabelText('Units bought'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Units free'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/promotion/store')).toEqual({
      promotionIdx: 3,
      promotionName: 'Promo 3',
      type: 'COUNT',
      productIdx: 7,
      divisionIdx: 11,
      promotionRate: null,
      promotionSaleCount: 2,
      promotionFreeCount: 1,
      promotionAmount: null,
      startDateTime: '2024-05-01 09:05:00',
      endDateTime: '2024-05-31 20:45:00',
    });
  });

  it('shows the list price beside the promotional price of an AMOUNT promotion', async () => {
    backend(
      on('/tree/list', info(sampleTree())),
      on('/promotion/info/5', info(amount)),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Cola', price: 1500 }))),
    );
    renderApp('/management/promotion/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect((await screen.findByLabelText('Promotional price (won)') as HTMLInputElement).value).toBe('1200');
    await waitFor(() => expect(screen.getByTestId('list-price-hint').textContent).toBe('Below the list price of ₩1,500.'));
  });

  it('saving an end before the start says so and sends nothing', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/promotion/info/3', info(samplePromotion(3, { endDateTime: '2024-05-01 09:00:00' }))), on('/product/master/list', stringList()));
    renderApp('/management/promotion/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // The end's problem shows under its date, hour and minute.
    await waitFor(() => expect(document.getElementById('end-date-error')?.textContent).toBe('End: must be after the start'));
    // The end's date input itself is marked and described by the message.
    const endDate = screen.getByLabelText('End date');
    expect(endDate.getAttribute('aria-invalid')).toBe('true');
    expect(endDate.getAttribute('aria-describedby')).toBe('end-date-error');
    expect(endDate.closest('.p-calendar')!.className).toContain('p-invalid');
    expect(calls.some((c) => c.url === '/promotion/store' || c.url === '/promotion/update')).toBe(false);
  });

  it('delete asks first, then calls GET /promotion/delete/{promotionIdx} and goes back to the list', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/promotion/info/3', info(samplePromotion(3))), on('/promotion/delete/3', saved()), on('/promotion/list', listOf()));
    const { router } = renderApp('/management/promotion/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the promotion "Promo 3"? A promotion that never priced a sale is removed; one that did stays in the sales history and cannot be deleted (end it instead).')).toBeTruthy();
    expect(calls.some((c) => c.url?.includes('delete'))).toBe(false);
    fireEvent.click(within(document.querySelector('.p-confirm-dialog') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await dialogSays('Normally processed');
    const deletes = calls.filter((c) => c.url?.includes('delete'));
    expect(deletes.map((c) => [c.method?.toUpperCase(), c.url])).toEqual([['GET', '/promotion/delete/3']]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/promotion'));
  });

  it('internal staff pick the company of a new promotion; its products are the shared catalog and that company\'s', async () => {
    const calls = backend(
      on('/tree/list', info(sampleTree())),
      on('/product/master/list', stringList(sampleMaster(7, { productName: 'Cola', companyIdx: null }), sampleMaster(8, { productName: 'Green tea', companyIdx: 2 }), sampleMaster(9, { productName: 'Kimbap', companyIdx: 1 }))),
      on('/promotion/store', saved(samplePromotion(41))),
      on('/promotion/info/41', info(samplePromotion(41))),
    );
    const { router } = renderApp('/management/promotion/new');
    fireEvent.change(await screen.findByLabelText('Promotion'), { target: { value: 'Kimbap week' } });
    await chooseInPanel('Company name', 'Hanaro Foods');
    await chooseInPanel('Stores', 'Jongno');
    await chooseInPanel('Product', 'Kimbap');
    const productPanel = [...document.querySelectorAll('.p-dropdown-panel')].at(-1)!;
    expect([...productPanel.querySelectorAll('li.p-dropdown-item')].map((el) => el.textContent)).toEqual(['Cola', 'Kimbap']);
    fireEvent.change(screen.getByLabelText('Discount rate (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Normally processed');
    expect(sentBody(calls, '/promotion/store')).toMatchObject({ promotionName: 'Kimbap week', type: 'RATE', companyIdx: 1, divisionIdx: 12, productIdx: 9, promotionRate: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/promotion/41'));
  });
});
