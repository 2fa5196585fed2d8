// The one list screen, on real list pages: a failed load shows the failure alone (never the empty
// message beside it), an empty answer shows the empty message alone, a timed-out call says it timed
// out and offers Retry, which reads the same query again; the status filter's options come from the
// catalog; Back to the list from a detail returns to the list's page.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEVICE_STATUSES } from '@contract/entities';
import { i18n } from '../../web/src/i18n';
import { useCompanyStore } from '../../web/src/features/company/store';
import { useDeviceStore } from '../../web/src/features/device/store';
import { enumLabel } from '../../web/src/ui/enumLabel';
import { forgetListSearches } from '../../web/src/ui/list/listPlace';
import { sampleDevice } from './support/deviceSamples';
import { renderApp } from './support/renderApp';
import { useScreenTests } from './support/screenTests';
import { sampleTree } from './support/orgSamples';
import { backend, info, listOf, on, pagedList, refused, sentBodies } from './support/scriptedBackend';
import { choose } from './support/choose';
import { expectConsoleError } from './support/problems';

useScreenTests({
  screens: [() => import('../../web/src/features/device/DeviceListPage'), () => import('../../web/src/features/company/CompanyListPage')],
  stores: [useDeviceStore, useCompanyStore],
});

const tree = on('/tree/list', info(sampleTree()));

describe('list screen: failure, empty, timeout', () => {
  it('shows only the failure when the load fails, and only the empty message when nothing is there', async () => {
    backend(tree, on('/device/list', refused(9, 'broken')));
    const first = renderApp('/management/device');
    expect(await screen.findByText('Information lookup failed')).toBeTruthy();
    expect(screen.queryByText('No devices.')).toBeNull();
    first.unmount();

    backend(tree, on('/device/list', listOf()));
    renderApp('/management/device');
    expect(await screen.findByText('No devices.')).toBeTruthy();
    expect(screen.queryByText('Information lookup failed')).toBeNull();
    expect(screen.queryByTestId('list-failure')).toBeNull();
  });

  it('says a timed-out call timed out, and Retry reads the same query again', async () => {
    expectConsoleError(/\[api\] device\.list: /); // spec §8: a failed request is logged
    let timeouts = 1;
    const calls = backend(
      tree,
      on('/device/list', (body) => (timeouts-- > 0 ? { fail: 'timeout' } : pagedList(1, (i) => sampleDevice(i + 1))(body))),
    );
    renderApp('/management/device?status=FAULT');
    const failure = await screen.findByTestId('list-failure');
    // Spec §8: a lookup failure starts 'Information lookup failed'; why (a timeout) follows.
    expect(within(failure).getByText('Information lookup failed: the request timed out, so the list could not be read.')).toBeTruthy();
    expect(screen.queryByText('No devices.')).toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fridge 1')).toBeTruthy();
    expect(screen.queryByTestId('list-failure')).toBeNull();
    const bodies = sentBodies(calls, '/device/list');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('a failure that is not a timeout keeps its own words', async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    backend(tree, on('/company/list', { status: 500, data: { message: 'internal' } }));
    renderApp('/management/company');
    const failure = await screen.findByTestId('list-failure');
    expect(failure.getAttribute('data-timed-out')).toBe('false');
    expect(within(failure).getByText('Information lookup failed')).toBeTruthy();
    expect(screen.queryByText('No companies.')).toBeNull();
  });

  it('a failure with no server answering says the server cannot be reached', async () => {
    expectConsoleError(/\[api\] company\.list: /); // spec §8: a failed request is logged
    backend(tree, on('/company/list', { fail: 'network' }));
    renderApp('/management/company');
    const failure = await screen.findByTestId('list-failure');
    expect(within(failure).getByText('Information lookup failed: the server cannot be reached. Try again in a moment.')).toBeTruthy();
  });
});

describe('list screen: filters and place', () => {
  it("offers the catalog's device statuses, labelled, and sends the one picked on the first page", async () => {
    const calls = backend(tree, on('/device/list', pagedList(45, (i) => sampleDevice(i + 1))));
    const { router } = renderApp('/management/device?page=2');
    await screen.findByText('Fridge 21');
    expect(sentBodies(calls, '/device/list').at(-1)).toEqual({ page: 2, size: 20 });
    await choose('Status', 'Fault');
    await waitFor(() => expect(sentBodies(calls, '/device/list').at(-1)).toEqual({ status: 'FAULT', page: 1, size: 20 }));
    expect(router.state.location.search).toBe('?status=FAULT');
    fireEvent.click(screen.getAllByLabelText('Status')[0]!.closest('.p-dropdown')!);
    const items = await screen.findAllByRole('option', { hidden: true });
    const labels = items.filter((el) => el.matches('li.p-dropdown-item')).map((el) => el.textContent);
    expect(labels).toEqual(DEVICE_STATUSES.map((code) => enumLabel(i18n.t, 'deviceStatus', code)));
  });

  it("the detail's Back to list returns to the page, sort and filter the list was left on", async () => {
    forgetListSearches();
    backend(tree, on('/device/list', pagedList(45, (i) => sampleDevice(i + 1))), on('/device/info/21', refused(9, 'gone')));
    const { router } = renderApp('/management/device?status=ONLINE&sort=deviceName&order=desc&page=2');
    fireEvent.click(await screen.findByText('Fridge 21'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/device/21/info'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/device'));
    expect(router.state.location.search).toBe('?status=ONLINE&sort=deviceName&order=desc&page=2');
    expect(await screen.findByText('Fridge 21')).toBeTruthy();
  });
});
