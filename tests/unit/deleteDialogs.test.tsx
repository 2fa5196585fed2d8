// Every delete confirmation says what will happen (issue 14, item 8): what leaves the lists, what
// history stays, what must go first — in English and Korean. A refusal shows the server's message
// naming what still refers to the record, and the screen stays.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '../../web/src/i18n';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useDeviceStore } from '../../web/src/features/device/store';
import { useDivisionStore } from '../../web/src/features/division/store';
import { sampleCompany } from './support/mockBackend';
import { sampleDevice } from './support/deviceSamples';
import { sampleDivision, samplePolicy, sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests, dialogSays } from './support/screenTests';
import { backend, info, listOf, on, refused, saved } from './support/scriptedBackend';

useScreenTests({
  screens: [
    () => import('../../web/src/features/company/CompanyDetailPage'),
    () => import('../../web/src/features/device/DeviceDetailPage'),
    () => import('../../web/src/features/division/DivisionDetailPage'),
  ],
  stores: [useCompanyStore, useDeviceStore, useDivisionStore],
});

const KINDS = {
  device: {
    path: '/management/device/4/info',
    routes: [on('/tree/list', info(sampleTree())), on('/device/info/4', info({ ...sampleDevice(4), trayList: [] }))],
    remove: '/device/delete/4',
    en: 'Delete this kiosk? It leaves the lists and the simulated fleet; its sales, door and fault history stay in the reports. Its stock must be taken out first, and its serial number cannot be registered again.',
    ko: '이 장비를 삭제하시겠습니까? 목록과 시뮬레이터에서 빠지고, 판매·문 열림·고장 이력은 보고서에 그대로 남습니다. 재고는 먼저 빼야 하며, 시리얼 번호는 다시 등록할 수 없습니다.',
    refusal: 'The device still holds 12 unit(s) of stock; take them out or discard them first',
  },
  division: {
    path: '/management/division/11',
    routes: [
      on('/tree/list', info(sampleTree())), on('/division/info/11', info(sampleDivision(11))),
      on('/employee-reset-policy/info/11', info(samplePolicy())), on('/employee-uid-time/list/11', listOf()),
    ],
    remove: '/division/delete/11',
    en: 'Delete this division? It leaves the lists and its employee cards stop opening kiosks; its orders, sales and point history stay in the reports. Its devices, its own stock and its open orders must be gone first.',
    ko: '이 매장을 삭제하시겠습니까? 목록에서 빠지고 사원 카드로 더 이상 장비를 열 수 없으며, 발주·판매·포인트 이력은 보고서에 그대로 남습니다. 장비와 매장 재고, 처리되지 않은 발주를 먼저 정리해야 합니다.',
    refusal: 'The division still has 3 device(s); move or delete them first',
  },
  company: {
    path: '/management/company/3',
    routes: [on('/company/info/3', info(sampleCompany(3)))],
    remove: '/company/delete/3',
    en: 'Delete this company? It leaves the lists; its products, promotions and sales history stay in the reports. Its divisions and users must be deleted first.',
    ko: '이 회사를 삭제하시겠습니까? 목록에서 빠지고, 상품·프로모션·판매 이력은 보고서에 그대로 남습니다. 소속 매장과 사용자를 먼저 삭제해야 합니다.',
    refusal: 'The company still has 2 division(s); delete them first',
  },
};

async function openConfirmation(button: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

describe('delete confirmations say what happens', () => {
  for (const [kind, k] of Object.entries(KINDS)) {
    it(`${kind}: what leaves, what history stays and what must go first; a refusal shows the server's count and the screen stays`, async () => {
      const calls = backend(...k.routes, on(k.remove, refused(1, k.refusal)));
      const { router } = renderApp(k.path);
      const confirm = await openConfirmation('Delete');
      expect(within(confirm).getByText(k.en)).toBeTruthy();
      expect(calls.some((c) => c.url === k.remove)).toBe(false); // nothing is sent before the answer
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await dialogSays(`An error occurred during processing\n${k.refusal}`);
      expect(router.state.location.pathname).toBe(k.path);
    });
  }

  it('says the same in Korean', async () => {
    await setLanguage('ko');
    try {
      for (const k of Object.values(KINDS)) {
        backend(...k.routes, on(k.remove, saved()));
        const { unmount } = renderApp(k.path);
        const confirm = await openConfirmation('삭제');
        expect(within(confirm).getByText(k.ko)).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: '취소' }));
        unmount();
      }
    } finally {
      await setLanguage('en');
    }
  });
});
