// The one list controller: page, sort and filters in the URL (read back as written, nonsense read
// as absent), paging and sorting replacing the history entry while a new query pushes one and goes
// back to the first page; Back from a detail and a reload both find the same page and sort; the
// same place drives an in-memory table and a server-paged list call; a page past the end moves to
// the last page once the rows have loaded.
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { setLanguage } from '../../web/src/i18n';
import { DataList, type ListColumn } from '../../web/src/ui/DataList';
import { firstPage, forgetListSearches, listUrl, readPlace, writePlace } from '../../web/src/ui/list/listPlace';
import { useListController } from '../../web/src/ui/list/useListController';
import { useServerList } from '../../web/src/ui/useServerList';

interface Row {
  id: number;
  name: string;
}

const columns: ListColumn<Row>[] = [{ field: 'name', header: 'Name', sortable: true }];
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Item ${String(i + 1).padStart(3, '0')}` }));
const FILTERS = { keyword: 'text', status: ['A', 'B'] } as const;

beforeAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  cleanup();
  forgetListSearches();
});

describe('list place in the URL (pure)', () => {
  it('writes page and sort and reads them back', () => {
    const params = writePlace(new URLSearchParams('keyword=x'), { first: 40, sort: { field: 'name', order: -1 } }, 20);
    expect(params.toString()).toBe('keyword=x&page=3&sort=name&order=desc');
    expect(readPlace(params, 20)).toEqual({ first: 40, sort: { field: 'name', order: -1 } });
    // The first page and no sort leave no trace.
    expect(writePlace(params, { first: 0, sort: null }, 20).toString()).toBe('keyword=x');
    expect(firstPage(params).toString()).toBe('keyword=x&sort=name&order=desc');
  });

  it('reads a hand-edited page or sort that makes no sense as absent', () => {
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=1e400']) expect(readPlace(new URLSearchParams(bad), 20).first).toBe(0);
    expect(readPlace(new URLSearchParams('sort=<script>&order=desc'), 20).sort).toBeNull();
    expect(readPlace(new URLSearchParams('sort=name&order=sideways'), 20).sort).toEqual({ field: 'name', order: 1 });
  });
});

/** An in-memory list screen on the controller over `rows`. */
function MemoryList({ rows, loading = false }: { rows: Row[]; loading?: boolean }) {
  const { filters, update, place } = useListController(FILTERS);
  return (
    <div>
      <span data-testid="status">{filters.status ?? 'all'}</span>
      <button type="button" onClick={() => update({ status: 'B' })}>
        Only B
      </button>
      <DataList<Row> rows={rows} columns={columns} dataKey="id" label="Items" loading={loading} place={place} />
    </div>
  );
}

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/items', element },
      { path: '/items/:id', element: <p>Detail</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(<RouterProvider router={router} />);
  return { router, ...utils };
}

const firstCell = () => within(screen.getByRole('table')).getAllByRole('row')[1]!.querySelectorAll('td')[1]!.textContent;

describe('useListController with an in-memory table', () => {
  it('keeps page and sort in the URL: paging replaces the entry, Back from a detail and a reload find the same page', async () => {
    const rows = rowsOf(45);
    const { router, unmount } = renderAt('/items', <MemoryList rows={rows} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(firstCell()).toBe('Item 021');

    // Sorting descending starts again at the first page of the new order.
    fireEvent.click(screen.getByText('Name'));
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=desc'));
    expect(firstCell()).toBe('Item 045');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=desc&page=2'));
    expect(firstCell()).toBe('Item 025');

    // A detail, then Back: the same page in the same order.
    await act(() => router.navigate('/items/25'));
    expect(screen.getByText('Detail')).toBeTruthy();
    expect(listUrl('/items')).toBe('/items?sort=name&order=desc&page=2');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(firstCell()).toBe('Item 025'));
    expect(router.state.location.search).toBe('?sort=name&order=desc&page=2');

    // A reload: a new app at the same address.
    unmount();
    renderAt('/items?sort=name&order=desc&page=2', <MemoryList rows={rows} />);
    expect(firstCell()).toBe('Item 025');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('pushes a new query on the first page, and Back returns to the old query on its page', async () => {
    const { router } = renderAt('/items?status=A&page=2', <MemoryList rows={rowsOf(45)} />);
    expect(firstCell()).toBe('Item 021');
    fireEvent.click(screen.getByRole('button', { name: 'Only B' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=B'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(firstCell()).toBe('Item 001');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('A'));
    expect(firstCell()).toBe('Item 021');
  });

  it('moves a page past the end to the last page once the rows have loaded, not before', async () => {
    // Rows held from before any load (another query's, say) do not move the page the URL names.
    const stale = renderAt('/items?page=3', <MemoryList rows={rowsOf(5)} />);
    expect(stale.router.state.location.search).toBe('?page=3');
    cleanup();

    function Loading() {
      const [state, setState] = useState<{ rows: Row[]; loading: boolean }>({ rows: [], loading: true });
      return (
        <>
          <button type="button" onClick={() => setState({ rows: rowsOf(25), loading: false })}>
            Answer
          </button>
          <MemoryList rows={state.rows} loading={state.loading} />
        </>
      );
    }
    const { router } = renderAt('/items?page=3', <Loading />);
    expect(router.state.location.search).toBe('?page=3');
    // 25 rows: page 3 no longer exists, page 2 is the last.
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(firstCell()).toBe('Item 021');
  });
});

/** A server-paged list on the same controller: shows the body its list call would send. */
function ServerList({ total }: { total: number }) {
  const { query, place } = useListController(FILTERS);
  const { body, paging } = useServerList<typeof query, 'name', Row>(query, place, ['name'] as const, async () => ({ ok: false, message: '', serverMessage: '', genericMessage: '', endsSession: false }));
  const first = (Number(body.page) - 1) * body.size;
  const rows = rowsOf(total).slice(first, first + body.size);
  return (
    <div>
      <output data-testid="body">{JSON.stringify(body)}</output>
      <DataList<Row> rows={rows} columns={columns} dataKey="id" label="Items" serverPaging={paging(total)} />
    </div>
  );
}

describe('useListController with server paging', () => {
  it('turns the place in the URL into the list call: page, size, sortField and sortOrder', async () => {
    const { router } = renderAt('/items?status=A&sort=name&order=desc&page=2', <ServerList total={95} />);
    const body = () => JSON.parse(screen.getByTestId('body').textContent!) as Record<string, unknown>;
    expect(body()).toEqual({ status: 'A', sortField: 'name', sortOrder: 'desc', page: 2, size: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=A&sort=name&order=desc&page=4'));
    await waitFor(() => expect(body()).toMatchObject({ page: 4 }));
    expect(router.state.location.search).toBe('?status=A&sort=name&order=desc&page=4');
    // No sort: the list's own order, and the first page.
    fireEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(body()).toEqual({ status: 'A', page: 1, size: 20 }));
  });
});
