// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from '../../../sim-server/src/fleet/index';
import { kioskRandom } from '../../../sim-server/src/fleet/random';

const draw = (seed: number, n = 20) => {
  const r = createRandom(seed);
  return Array.from({ length: n }, () => r.float());
};

describe('fleet random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('derives unrelated per-kiosk streams', () => {
    const a = kioskRandom(1, 1, 'life').float();
    const b = kioskRandom(1, 2, 'life').float();
    const c = kioskRandom(1, 1, 'cmd').float();
    expect(new Set([a, b, c]).size).toBe(3);
    expect(deriveSeed(1, 'kiosk', 1)).toBe(deriveSeed(1, 'kiosk', 1));
    expect(deriveSeed(1, 'kiosk', 1)).not.toBe(deriveSeed(1, 'kiosk', 11));
  });

  it('keeps int() within inclusive bounds and reaches both ends', () => {
    const r = createRandom(5);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(r.int(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('never picks a zero-weight item and follows the weights', () => {
    const r = createRandom(9);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i++) counts[r.weighted([{ value: 'a' as const, weight: 3 }, { value: 'b' as const, weight: 1 }, { value: 'c' as const, weight: 0 }])]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });

  it('draws normal values around the mean', () => {
    const r = createRandom(11);
    const xs = Array.from({ length: 5000 }, () => r.normal(10, 2));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(10, 0);
    expect(sd).toBeGreaterThan(1.8);
    expect(sd).toBeLessThan(2.2);
  });

  it('makes chance(0) never and chance(1) always true', () => {
    const r = createRandom(3);
    const results = Array.from({ length: 200 }, (_, i) => r.chance(i % 2));
    expect(results.every((x, i) => x === (i % 2 === 1))).toBe(true);
  });
});
