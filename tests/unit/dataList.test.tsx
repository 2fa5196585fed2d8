// The shared list: sorting by a column (raw value or sortValue, empty values last), paging over
// the sorted rows, the CSV export (BOM, quoting, formula guard, the order on screen), and the quick
// filter over the loaded rows (every word in a column's text; sort kept, first page, export).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../web/src/i18n';
import {
  DataList,
  cellText,
  filterRows,
  filterWords,
  listCsv,
  pageRequest,
  rowSearchText,
  searchTextsOf,
  sortRows,
  type ListColumn,
} from '../../web/src/ui/DataList';
import { fetchEveryPage, type ListPage } from '../../web/src/api/everyPage';
import { csvCell, csvFileName, toCsv } from '../../web/src/ui/csv';
import * as saveFileModule from '../../web/src/ui/saveFile';
import { withRowNumbers } from '../../web/src/ui/format';

interface Row {
  id: number;
  name: string;
  stock: number | null;
  status: 'A' | 'B';
}

const columns: ListColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'stock', header: 'Stock', sortable: true },
  // Sorted and exported by its label, not its code.
  { field: 'status', header: 'Status', sortable: true, sortValue: (r) => (r.status === 'A' ? 'zulu' : 'alpha'), csv: (r) => (r.status === 'A' ? 'Zulu' : 'Alpha') },
  { field: 'id', header: 'Hidden key', csv: false },
];

const rows: Row[] = [
  { id: 1, name: '나무', stock: 5, status: 'A' },
  { id: 2, name: 'apple', stock: null, status: 'B' },
  { id: 3, name: 'Banana 10', stock: 12, status: 'A' },
  { id: 4, name: 'Banana 9', stock: 0, status: 'B' },
];

beforeAll(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const names = (list: readonly Row[]) => list.map((r) => r.name);

describe('sortRows', () => {
  it('keeps the list order without a sort', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
  });

  it('sorts numbers by value and keeps empty values last in both directions', () => {
    expect(sortRows(rows, columns, { field: 'stock', order: 1 }).map((r) => r.stock)).toEqual([0, 5, 12, null]);
    expect(sortRows(rows, columns, { field: 'stock', order: -1 }).map((r) => r.stock)).toEqual([12, 5, 0, null]);
  });

  it('sorts text as a Korean reader does (Hangul first, case-insensitive, numbers inside by value) and by sortValue when given', () => {
    expect(names(sortRows(rows, columns, { field: 'name', order: 1 }))).toEqual(['나무', 'apple', 'Banana 9', 'Banana 10']);
    // sortValue: B → 'alpha' before A → 'zulu'; ties keep the list order.
    expect(sortRows(rows, columns, { field: 'status', order: 1 }).map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and neutralises formulas but not negative numbers', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    const text = toCsv([{ header: '이름', value: (r: { n: string }) => r.n }], [{ n: '냉장고' }]);
    expect(text).toBe('\uFEFF이름\r\n냉장고\r\n');
  });

  it('exports the row number and every exported column, in the given order', () => {
    const sorted = sortRows(withRowNumbers(rows), columns, { field: 'stock', order: -1 });
    const lines = listCsv(sorted, columns, 'No.').replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toEqual(['No.,Name,Stock,Status', '2,Banana 10,12,Zulu', '4,나무,5,Zulu', '1,Banana 9,0,Alpha', '3,apple,,Alpha']);
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('orders', new Date(2026, 10, 2))).toBe('orders-20261102.csv');
  });
});

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('DataList', () => {
  const many: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Item ${String(i + 1).padStart(2, '0')}`, stock: i, status: 'A' }));

  it('sorts the whole list from the header, not just the page, and starts again at the first page', () => {
    render(<DataList rows={many} columns={columns} dataKey="id" label="Items" />);
    const table = screen.getByRole('table');
    const firstName = () => within(table).getAllByRole('row')[1]!.textContent;
    expect(firstName()).toContain('Item 01');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(firstName()).toContain('Item 21');
    fireEvent.click(within(table).getByText('Stock'));
    fireEvent.click(within(table).getByText('Stock')); // descending
    expect(firstName()).toContain('Item 45');
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + one page
  });

  it('exports every row in the order on screen when asked', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    render(<DataList rows={many} columns={columns} dataKey="id" exportName="items" />);
    fireEvent.click(within(screen.getByRole('table')).getByText('Name'));
    fireEvent.click(within(screen.getByRole('table')).getByText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, fileName] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^items-\d{8}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob as Blob);
    });
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(46);
    expect(lines[1]).toBe('1,Item 45,44,Zulu');
    expect(lines[45]).toBe('45,Item 01,0,Zulu');
  });

  it('offers no export without an export name', () => {
    render(<DataList rows={rows} columns={columns} dataKey="id" />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('DataList, server-paged', () => {
  const item = (i: number): Row => ({ id: i, name: `Item ${i}`, stock: i, status: i % 2 ? 'A' : 'B' });
  const page = (first: number, size: number, total: number) => Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => item(first + i + 1));

  it('shows the page it is given, numbered down from the whole count, and asks for other pages and sorts', () => {
    const onPage = vi.fn();
    const onSort = vi.fn();
    render(
      <DataList
        rows={page(40, 20, 95)}
        columns={columns}
        dataKey="id"
        label="Items"
        place={{ first: 40, rows: 20, sort: { field: 'stock', order: -1 }, onPage, onSort }}
        serverPaging={{ totalCount: 95 }}
      />,
    );
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    // Row 41 of 95 is number 55; the rows are not sorted again here.
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 2)).toEqual(['55', 'Item 41']);
    expect(within(rows[19]!).getAllByRole('cell')[0]!.textContent).toBe('36');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPage).toHaveBeenCalledWith(60);
    // Sorted by stock descending now: the header goes on to no sort; another column starts ascending.
    fireEvent.click(within(table).getByText('Stock'));
    expect(onSort).toHaveBeenLastCalledWith(null);
    fireEvent.click(within(table).getByText('Name'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', order: 1 });
  });

  it('exports every page of the query, asked in pages of 1000, numbered over the whole list', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    const fetchPage = vi.fn(async (pageNo: number, size: number): Promise<ListPage<Row>> => ({ list: page((pageNo - 1) * size, size, 2500), totalCount: 2500 }));
    render(
      <DataList
        rows={page(0, 20, 2500)}
        columns={columns}
        dataKey="id"
        exportName="items"
        serverPaging={{ totalCount: 2500, fetchPage }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls).toEqual([
      [1, 1000],
      [2, 1000],
      [3, 1000],
    ]);
    const lines = (await blobText(save.mock.calls[0]![0] as Blob)).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2501);
    expect(lines[1]).toBe('2500,Item 1,1,Zulu');
    expect(lines[2500]).toBe('1,Item 2500,2500,Alpha');
  });

  it('saves nothing when a page fails, and offers no export without a way to fetch pages', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    const fetchPage = vi.fn(async (pageNo: number) => (pageNo === 1 ? { list: page(0, 1000, 1500), totalCount: 1500 } : null));
    expect(await fetchEveryPage(fetchPage)).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    render(<DataList rows={page(0, 20, 50)} columns={columns} dataKey="id" exportName="items" serverPaging={{ totalCount: 50 }} />);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('stops at a short page even when the count promised more, and maps a first row to its page', async () => {
    const fetchPage = vi.fn(async (pageNo: number) => ({ list: pageNo === 1 ? page(0, 1000, 5000) : page(1000, 10, 5000), totalCount: 5000 }));
    expect(await fetchEveryPage(fetchPage)).toHaveLength(1010);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(pageRequest(0, 20)).toEqual({ page: 1, size: 20 });
    expect(pageRequest(40, 20)).toEqual({ page: 3, size: 20 });
  });
});

describe('quick filter, pure', () => {
  it("searches a cell's CSV text, else its sort value, else its raw value", () => {
    const row: Row = { id: 7, name: 'Banana', stock: null, status: 'A' };
    expect(cellText(columns[0]!, row)).toBe('Banana');
    expect(cellText(columns[1]!, row)).toBe('');
    expect(cellText(columns[2]!, row)).toBe('Zulu');
    expect(cellText({ field: 'status', header: 'S', sortValue: (r: Row) => `sort-${r.status}` }, row)).toBe('sort-A');
    // Left out of the export, still searchable by its value.
    expect(cellText(columns[3]!, row)).toBe('7');
    expect(rowSearchText(row, columns)).toBe('banana\n\nzulu\n7\n');
  });

  it('keeps the rows holding every word, in their order, ignoring case and extra spaces', () => {
    expect(filterWords('  Banana   1 ')).toEqual(['banana', '1']);
    expect(filterWords('   ')).toEqual([]);
    const texts = rows.map((r) => rowSearchText(r, columns));
    expect(names(filterRows(rows, texts, ['banana']))).toEqual(['Banana 10', 'Banana 9']);
    expect(names(filterRows(rows, texts, ['banana', '10']))).toEqual(['Banana 10']);
    expect(names(filterRows(rows, texts, ['alpha']))).toEqual(['apple', 'Banana 9']);
    expect(names(filterRows(rows, texts, ['나무']))).toEqual(['나무']);
    expect(filterRows(rows, texts, [])).toBe(rows);
    expect(filterRows(rows, texts, ['nothing'])).toEqual([]);
  });

  it('builds the search texts once per rows and columns', () => {
    const csv = vi.fn((r: Row) => r.name);
    const cols: ListColumn<Row>[] = [{ field: 'name', header: 'Name', csv }];
    const first = searchTextsOf(rows, cols);
    expect(searchTextsOf(rows, cols)).toBe(first);
    expect(csv).toHaveBeenCalledTimes(rows.length);
    // New columns (a language switch) or new rows (a refresh): built again.
    expect(searchTextsOf(rows, [...cols])).not.toBe(first);
    expect(searchTextsOf([...rows], cols)).not.toBe(first);
  });
});

describe('DataList, quick filter', () => {
  const many: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Item ${String(i + 1).padStart(2, '0')}`, stock: i, status: i % 3 ? 'A' : 'B' }));
  const firstCells = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
  const typeFilter = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Filter these rows' }), { target: { value: text } });

  it('keeps the rows whose columns hold what is typed, says how many, and starts again at the first page', async () => {
    render(<DataList rows={many} columns={columns} dataKey="id" label="Items" exportName="items" />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(firstCells()[0]).toBe('Item 21');
    // 'Alpha' is the label of status B (its CSV text): items 1, 4, 7 … 43.
    typeFilter('alpha');
    await waitFor(() => expect(screen.getByTestId('list-filter-count').textContent).toBe('15 of 45 rows'));
    expect(firstCells()).toHaveLength(15);
    expect(firstCells()[0]).toBe('Item 01');
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
    // Every word somewhere in the row (its name, stock, status label or key).
    typeFilter('alpha item 4');
    await waitFor(() => expect(firstCells()).toEqual(['Item 04', 'Item 25', 'Item 34', 'Item 40', 'Item 43']));
    typeFilter('');
    await waitFor(() => expect(screen.queryByTestId('list-filter-count')).toBeNull());
    expect(firstCells()).toHaveLength(20);
    expect(firstCells()[0]).toBe('Item 01');
  });

  it('keeps the sort while filtering, and the sort applies to what the filter kept', async () => {
    render(<DataList rows={many} columns={columns} dataKey="id" label="Items" exportName="items" />);
    const table = screen.getByRole('table');
    fireEvent.click(within(table).getByText('Stock'));
    fireEvent.click(within(table).getByText('Stock')); // descending
    typeFilter('item 1');
    // Rows with a 1 in name, stock or key, most stock first.
    const expected = ['Item 42', 'Item 41', 'Item 32', 'Item 31', 'Item 22', 'Item 21', 'Item 20', 'Item 19', 'Item 18', 'Item 17', 'Item 16', 'Item 15', 'Item 14', 'Item 13', 'Item 12', 'Item 11', 'Item 10', 'Item 02', 'Item 01'];
    await waitFor(() => expect(firstCells()).toEqual(expected));
    fireEvent.click(within(table).getByText('Stock')); // no sort: the list's order
    await waitFor(() => expect(firstCells()[0]).toBe('Item 01'));
  });

  it('says when nothing matches, and exports only the rows the filter kept, in the order on screen', async () => {
    const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
    render(<DataList rows={many} columns={columns} dataKey="id" label="Items" exportName="items" />);
    typeFilter('no such item');
    expect(await screen.findByText('No rows match the filter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    // Item 40 by its name, Item 41 by its stock.
    typeFilter('item 40');
    await waitFor(() => expect(firstCells()).toEqual(['Item 40', 'Item 41']));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const lines = (await blobText(save.mock.calls[0]![0] as Blob)).replace('\uFEFF', '').trim().split('\r\n');
    // Row numbers stay those of the whole list.
    expect(lines).toEqual(['No.,Name,Stock,Status', '6,Item 40,39,Alpha', '5,Item 41,40,Zulu']);
  });

  it('is there only for in-memory lists with a header, unless asked', () => {
    const { unmount } = render(<DataList rows={many} columns={columns} dataKey="id" />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    unmount();
    render(<DataList rows={many} columns={columns} dataKey="id" quickFilter />);
    expect(screen.getByRole('searchbox', { name: 'Filter these rows' })).toBeTruthy();
    cleanup();
    render(<DataList rows={many.slice(0, 20)} columns={columns} dataKey="id" exportName="items" serverPaging={{ totalCount: 45, fetchPage: vi.fn() }} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
