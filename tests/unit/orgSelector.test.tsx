import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { responseCache } from '../../web/src/api';
import { installSession } from '../../web/src/core/session';
import { setLanguage } from '../../web/src/i18n';
import { useCommonStore } from '../../web/src/state/common';
import { useCompanyStore } from '../../web/src/features/company/store';
import { loadOrgTree } from '../../web/src/state/orgTree';
import { readFilters, writeFilters } from '../../web/src/ui/listFilters';
import {
  ancestorKeys,
  orgNodes,
  readOrgSelection,
  selectedKey,
  selectionOfKey,
  writeOrgSelection,
} from '../../web/src/ui/orgSelection';
import { restoreBackend, sampleCompany, sampleUser } from './support/mockBackend';
import { sampleTree } from './support/orgSamples';
import { renderApp } from './support/renderApp';
import { backend, info, listOf, on, sentBody, FIRST_PAGE } from './support/scriptedBackend';

describe('org selection in the URL query', () => {
  it('round-trips every level and leaves other parameters alone', () => {
    const params = writeOrgSelection(new URLSearchParams('keyword=gang&page=2'), { companyIdx: 1, divisionIdx: 11, deviceIdx: 101 });
    expect(params.toString()).toBe('keyword=gang&page=2&companyIdx=1&divisionIdx=11&deviceIdx=101');
    expect(readOrgSelection(params)).toEqual({ companyIdx: 1, divisionIdx: 11, deviceIdx: 101 });
    const cleared = writeOrgSelection(params, { companyIdx: 2 });
    expect(cleared.toString()).toBe('keyword=gang&page=2&companyIdx=2');
    expect(writeOrgSelection(cleared, {}).toString()).toBe('keyword=gang&page=2');
  });

  it('reads only the levels a list filters by, and ignores anything that is not a positive whole number', () => {
    const params = new URLSearchParams('companyIdx=3&divisionIdx=7&deviceIdx=9');
    expect(readOrgSelection(params, 'company')).toEqual({ companyIdx: 3 });
    expect(readOrgSelection(params, 'division')).toEqual({ companyIdx: 3, divisionIdx: 7 });
    expect(readOrgSelection(new URLSearchParams('companyIdx=abc&divisionIdx=-1&deviceIdx=1.5'))).toEqual({});
    expect(readOrgSelection(new URLSearchParams('companyIdx=0'))).toEqual({});
  });
});

describe('org tree as selector nodes', () => {
  it('goes down to the level asked for, each node carrying its whole path', () => {
    expect(orgNodes(sampleTree(), 'company').every((n) => n.children === undefined)).toBe(true);
    const divisions = orgNodes(sampleTree(), 'division');
    expect(divisions[0]!.children!.map((n) => n.key)).toEqual(['division:11', 'division:12']);
    expect(divisions[0]!.children![0]!.children).toBeUndefined();
    const devices = orgNodes(sampleTree(), 'device');
    expect(devices[0]!.children![0]!.children![0]).toMatchObject({ key: 'device:101', label: 'Fridge A (SN-101)', data: { companyIdx: 1, divisionIdx: 11, deviceIdx: 101 } });
  });

  it('a picked key selects its whole path; none or an unknown key selects everything', () => {
    const nodes = orgNodes(sampleTree(), 'device');
    expect(selectionOfKey(nodes, 'division:21')).toEqual({ companyIdx: 2, divisionIdx: 21 });
    expect(selectionOfKey(nodes, 'device:101')).toEqual({ companyIdx: 1, divisionIdx: 11, deviceIdx: 101 });
    expect(selectionOfKey(nodes, null)).toEqual({});
    expect(selectionOfKey(nodes, 'division:999')).toEqual({});
  });

  it('the deepest level is the selected key; its ancestors are expanded', () => {
    expect(selectedKey({})).toBeNull();
    expect(selectedKey({ companyIdx: 1, divisionIdx: 11 })).toBe('division:11');
    expect(ancestorKeys({ companyIdx: 1, divisionIdx: 11, deviceIdx: 101 })).toEqual({ 'company:1': true, 'division:11': true });
    expect(ancestorKeys({ companyIdx: 1 })).toEqual({});
  });
});

describe('list filters in the URL query', () => {
  const spec = { keyword: 'text', authType: ['ADMIN', 'PARTNER', 'MANAGER'] } as const;

  it('reads trimmed text and known codes only', () => {
    expect(readFilters(new URLSearchParams('keyword=%20kim%20&authType=PARTNER'), spec)).toEqual({ keyword: 'kim', authType: 'PARTNER' });
    expect(readFilters(new URLSearchParams('keyword=&authType=ROOT'), spec)).toEqual({});
  });

  it('writes a patch; an empty value removes the parameter', () => {
    const next = writeFilters(new URLSearchParams('companyIdx=1&keyword=a'), { keyword: '', authType: 'MANAGER' });
    expect(next.toString()).toBe('companyIdx=1&authType=MANAGER');
  });
});

describe('the selector on the company list', () => {
  beforeAll(async () => {
    installSession();
    await setLanguage('en');
  });
  beforeEach(() => {
    useCommonStore.getState().setSession({ token: 'Bearer t', user: sampleUser });
    useCompanyStore.getState().reset();
    responseCache.clear();
  });
  afterEach(() => {
    cleanup();
    restoreBackend();
    vi.restoreAllMocks();
  });

  it('readers that ask for the tree at once share one request; the next one is answered from the cache', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())));
    const [first, second] = await Promise.all([loadOrgTree(), loadOrgTree()]);
    expect(first).toEqual(sampleTree());
    expect(second).toBe(first);
    expect(await loadOrgTree()).toEqual(sampleTree());
    expect(calls.filter((c) => c.url === '/tree/list')).toHaveLength(1);
  });

  it('a reloaded URL filters the list and shows the company picked', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/company/list', listOf(sampleCompany(2, { companyName: 'Green Foods' }))));
    renderApp('/management/company?companyIdx=2&keyword=gre');
    await screen.findAllByText('Green Foods');
    expect(sentBody(calls, '/company/list')).toEqual({ companyIdx: 2, keyword: 'gre', ...FIRST_PAGE });
    await waitFor(() => expect(document.querySelector('.p-treeselect-label')?.textContent).toBe('Green Foods'));
  });

  it('picking a company writes it to the URL and fetches; clearing removes it', async () => {
    const calls = backend(on('/tree/list', info(sampleTree())), on('/company/list', listOf()));
    const { router } = renderApp('/management/company?keyword=x');
    await waitFor(() => expect(document.querySelector('.p-treeselect-label')?.textContent).toBe('All companies'));
    fireEvent.click(document.querySelector('.p-treeselect')!);
    fireEvent.click(await screen.findByText('Hanaro Foods'));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=x&companyIdx=1'));
    await waitFor(() => expect(sentBody(calls, '/company/list')).toEqual({ companyIdx: 1, keyword: 'x', ...FIRST_PAGE }));
    // The tree came from the server once, then from the cache.
    expect(calls.filter((c) => c.url === '/tree/list')).toHaveLength(1);

    fireEvent.pointerUp(document.querySelector('.p-treeselect-clear-icon')!);
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=x'));
    await waitFor(() => expect(sentBody(calls, '/company/list')).toEqual({ keyword: 'x', ...FIRST_PAGE }));
  });
});
