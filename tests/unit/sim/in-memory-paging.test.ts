// @vitest-environment node
// The simulator's in-memory paging and sums: orderedPage must give exactly the page a full sort
// gives (from either end, at every offset), and CellSums the same sums densely and as a map.
import { describe, expect, it } from 'vitest';
import { CellSums } from '../../../sim-server/src/db/repositories/sales-ledger';
import { orderedPage } from '../../../sim-server/src/db/sql';
import { createRandom } from '../../../sim-server/src/fleet/random';

describe('orderedPage', () => {
  it('gives every page a full sort gives, with ties broken by key', () => {
    const r = createRandom(11);
    for (const n of [0, 1, 2, 7, 50, 333]) {
      // Few distinct values, so most comparisons tie and the key decides.
      const values = Array.from({ length: n }, () => r.int(0, 4));
      const compare = (a: number, b: number) => values[a]! - values[b]! || b - a;
      const sorted = Array.from({ length: n }, (_, i) => i).sort(compare);
      expect(orderedPage(n, compare, {})).toEqual(sorted);
      for (const size of [1, 3, 20]) {
        for (let page = 1; page <= Math.ceil(n / size) + 1; page++) {
          expect(orderedPage(n, compare, { page, size })).toEqual(sorted.slice((page - 1) * size, page * size));
        }
      }
    }
  });
});

describe('CellSums', () => {
  it('adds the same measures per cell whether it keeps them densely or in a map', () => {
    const r = createRandom(5);
    const adds = Array.from({ length: 2000 }, () => [r.int(0, 39), r.int(0, 29), r.int(0, 99), r.int(0, 6)] as const);
    const dense = new CellSums(40, 30);
    const sparse = new CellSums(40, 1 << 20); // too many cells to keep densely
    for (const [row, col, a, b] of adds) {
      dense.add(row, col, 1, a, b);
      sparse.add(row, col === 29 ? (1 << 20) - 1 : col, 1, a, b);
    }
    const cells = (sums: CellSums) => {
      const seen: number[][] = [];
      sums.each((row, col, a, b, c) => seen.push([row, col === (1 << 20) - 1 ? 29 : col, a, b, c]));
      return seen;
    };
    const expected = new Map<string, number[]>();
    for (const [row, col, a, b] of adds) {
      const cell = expected.get(`${row}|${col}`) ?? [row, col, 0, 0, 0];
      cell[2]! += 1;
      cell[3]! += a;
      cell[4]! += b;
      expected.set(`${row}|${col}`, cell);
    }
    const inOrder = [...expected.values()].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
    expect(cells(dense)).toEqual(inOrder);
    expect(cells(sparse)).toEqual(inOrder);
    expect(dense.count).toBe(expected.size);
    expect(sparse.count).toBe(expected.size);
    expect(dense.get(0, 0)).toEqual(expected.get('0|0') ? expected.get('0|0')!.slice(2) : null);
  });
});
