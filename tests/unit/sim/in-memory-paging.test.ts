// @vitest-environment node
// The simulator's in-memory paging: orderedPage must give exactly the page a full sort gives (from
// either end, at every offset).
import { describe, expect, it } from 'vitest';
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
