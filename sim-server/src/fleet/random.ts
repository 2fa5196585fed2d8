// Seeded PRNG of the fleet engine: mulberry32 over a 32-bit state. Each kiosk draws from its own
// stream derived from (seed, deviceIdx, purpose), so adding a kiosk or clicking a command on one
// kiosk never shifts the random futures of the others.

/** 32-bit hash mix (murmur3 finalizer) so nearby seeds give unrelated streams. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Derive a 32-bit seed from any mix of numbers and labels. */
export function deriveSeed(...parts: readonly (number | string)[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    const text = String(part);
    for (let i = 0; i < text.length; i++) h = mix(h ^ text.charCodeAt(i)) + i;
    h = mix(h ^ 0x2f);
  }
  return h >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  float(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Whole number in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly { weight: number; value: T }[]): T;
  /** Approximately normal (Box–Muller). */
  normal(mean: number, sd: number): number;
  /** A string of n decimal digits. */
  digits(n: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const float = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(float() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(float() * items.length)]!;
  };
  return {
    float,
    between: (min, max) => min + float() * (max - min),
    int,
    chance: (p) => float() < p,
    pick,
    weighted(items) {
      const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
      if (total <= 0) return pick(items).value;
      let roll = float() * total;
      for (const item of items) {
        roll -= Math.max(0, item.weight);
        if (roll < 0) return item.value;
      }
      return items[items.length - 1]!.value;
    },
    normal(mean, sd) {
      const u = 1 - float(); // (0, 1], keeps log finite
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * float());
    },
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}

/** The stream of one kiosk for one purpose ('life' for its autonomous behaviour, 'cmd' for commands). */
export function kioskRandom(seed: number, deviceIdx: number, purpose: string): Random {
  return createRandom(deriveSeed(seed, 'kiosk', deviceIdx, purpose));
}
