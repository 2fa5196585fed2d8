// The console's one form layer (ui/form): forms are checked with the server's schemas before
// sending, each problem shows under its field in the user's language with the field's label
// (PrimeReact's invalid state, aria-invalid, aria-describedby), a server refusal lands on the
// fields it names, and a problem goes once the field is edited.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@contract/index';
import { checkBody, problemsOfAnswer } from '../../web/src/ui/form';
import { setLanguage } from '../../web/src/i18n';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useProductStore } from '../../web/src/features/product/store';
import { useTrayStore } from '../../web/src/features/device/trayStore';
import { sampleCompany } from './support/mockBackend';
import { sampleDevice, sampleTray } from './support/deviceSamples';
import { messageOf } from './support/messageOf';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { backend, info, listOf, on, saved, sentBodies } from './support/scriptedBackend';

useScreenTests({
  screens: [
    () => import('../../web/src/features/company/CompanyDetailPage'),
    () => import('../../web/src/features/device/DeviceDetailPage'),
    () => import('../../web/src/features/product/ProductMasterDetailPage'),
  ],
  stores: [useCompanyStore, useDeviceStore, useTrayStore, useProductStore],
});
afterEach(async () => {
  await setLanguage('en');
});

describe('checkBody and problemsOfAnswer', () => {
  const tray = { deviceIdx: 1, trayList: [{ trayNo: 1, trayName: 'Top', setTemperature: -40, maxCapacity: 10 }] };

  it('words a tray temperature below the bound with its label and row, in ko and en', () => {
    expect(checkBody(api.tray.storeAll.body, tray, 'en')).toEqual({ 'trayList.0.setTemperature': 'Tray, row 1 · Set temperature (°C): must be at least -30' });
    expect(checkBody(api.tray.storeAll.body, tray, 'ko')).toEqual({ 'trayList.0.setTemperature': '트레이 1번째 행 · 설정 온도 (°C): -30 이상이어야 합니다' });
  });

  it('an empty price (NaN in the form) is required, an invalid e-mail is named, a good body has none', () => {
    const product = { productName: 'Tea', price: Number.NaN, cost: 0, shelfLifeDays: 7 };
    expect(checkBody(api.product.masterStore.body, product, 'en')).toEqual({ price: 'Price: is required' });
    expect(checkBody(api.product.masterStore.body, product, 'ko')).toEqual({ price: '판매가: 필수 입력 항목입니다' });
    expect(checkBody(api.company.store.body, { companyName: 'A', email: 'a@b' }, 'en')).toEqual({ email: 'E-mail: must be an e-mail address such as name@example.com' });
    expect(checkBody(api.company.store.body, { companyName: 'A', email: 'a@b.example' }, 'en')).toEqual({});
  });

  it('reads the fields a refusal names, and nothing from other answers', () => {
    expect(problemsOfAnswer({ result: 2, message: 'x', fieldErrors: [{ path: 'email', message: 'E-mail: taken' }, { path: 'email', message: 'second' }] })).toEqual({ email: 'E-mail: taken' });
    expect(problemsOfAnswer({ result: 2, message: 'x' })).toEqual({});
    expect(problemsOfAnswer(null)).toEqual({});
  });
});

describe('forms on the layer', () => {
  it('tray editor: a temperature below -30 is shown under its cell and nothing is sent; editing clears it (en, ko)', async () => {
    for (const [lang, label, words] of [
      ['en', 'Set temperature (°C) 1', 'Tray, row 1 · Set temperature (°C): must be at least -30'],
      ['ko', '설정 온도 (°C) 1', '트레이 1번째 행 · 설정 온도 (°C): -30 이상이어야 합니다'],
    ] as const) {
      await setLanguage(lang);
      const calls = backend(on('/device/info/5', info({ ...sampleDevice(5), trayList: [] })), on('/tray/list', listOf(sampleTray(1, 1))), on('/device/fault-check', listOf()));
      const view = renderApp('/management/device/5/trays');
      const cell = await screen.findByLabelText(label);
      fireEvent.change(cell, { target: { value: '-40' } });
      fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Save all' : '모두 저장' }));
      await waitFor(() => expect(messageOf(cell)).toBe(words));
      expect(cell.getAttribute('aria-invalid')).toBe('true');
      expect(cell.className).toContain('p-invalid');
      expect(sentBodies(calls, '/tray/storeAll')).toEqual([]);
      fireEvent.change(cell, { target: { value: '-4' } });
      expect(cell.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(words)).toBeNull();
      view.unmount();
    }
  });

  it('product: an empty price says "required" beside the field with its label, and nothing is sent (en, ko)', async () => {
    for (const [lang, name, price, words] of [
      ['en', 'Product', 'Price', 'Price: is required'],
      ['ko', '상품명', '판매가', '판매가: 필수 입력 항목입니다'],
    ] as const) {
      await setLanguage(lang);
      const calls = backend(on('/product/master/store', saved()));
      const view = renderApp('/management/product/master/new');
      fireEvent.change(await screen.findByLabelText(name), { target: { value: 'Tea' } });
      fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Save' : '저장' }));
      const field = screen.getByLabelText(price);
      await waitFor(() => expect(messageOf(field)).toBe(words));
      expect(sentBodies(calls, '/product/master/store')).toEqual([]);
      view.unmount();
    }
  });

  it('company: an invalid e-mail is refused before sending; once fixed the message goes and the save is sent', async () => {
    const calls = backend(on('/company/info/3', info(sampleCompany(3))), on('/company/store', info(sampleCompany(3))));
    renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(email)).toBe('E-mail: must be an e-mail address such as name@example.com'));
    expect(sentBodies(calls, '/company/store')).toEqual([]);
    fireEvent.change(email, { target: { value: 'ops@alpha.example' } });
    expect(messageOf(email)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(calls, '/company/store')).toHaveLength(1));
  });

  it('company: a refusal naming a field by path shows its message under that field', async () => {
    const words = 'Business number: Business number 123-45-67890 is already registered';
    backend(
      on('/company/info/3', info(sampleCompany(3))),
      on('/company/store', { data: { result: 2, message: `Invalid input — ${words}`, fieldErrors: [{ path: 'businessNumber', message: words }] } }),
    );
    renderApp('/management/company/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('Business number');
    await waitFor(() => expect(messageOf(field)).toBe(words));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
