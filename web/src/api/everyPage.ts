// Every row of a list query, page by page. A list call answers one page of at most MAX_PAGE_SIZE
// rows (and the totalCount of all), so where the console needs every row — a list it pages, sorts
// and filters in the browser, a selector, a CSV export — it gathers them here, one bounded request
// after another. The one way to do it: the stores through callEveryPage (call.ts), the export
// through DataList.
import { MAX_PAGE_SIZE } from '@contract/constants';

/** One page of a list query: its rows and how many the whole query matches. */
export interface ListPage<T> {
  list: readonly T[];
  totalCount: number;
}

/**
 * Every row of a query, page by page (`size` rows a request) until the first answer's totalCount is
 * reached or a page comes back short; null as soon as one page fails. A server that ignores paging
 * and answers everything at once is read in one request.
 */
export async function fetchEveryPage<T>(fetchPage: (page: number, size: number) => Promise<ListPage<T> | null>, size = MAX_PAGE_SIZE): Promise<T[] | null> {
  const rows: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < total; page += 1) {
    const answer = await fetchPage(page, size);
    if (!answer) return null;
    if (page === 1) total = answer.totalCount;
    rows.push(...answer.list);
    if (answer.list.length < size) break;
  }
  return rows;
}
