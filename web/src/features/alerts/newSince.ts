// What is new since the operator last looked (pure). The first look after sign-in (or after the
// alerts are switched on) is the baseline: what is already there then is seen, and says nothing.

/** Ids remembered at most: the newest are kept, so a long session does not grow without end. */
export const SEEN_LIMIT = 1000;

export interface NewSince<K> {
  /** Everything seen so far, the newest last. */
  seen: Set<K>;
  /** Ids in `current` never seen before (none on the baseline), in `current`'s order. */
  fresh: K[];
}

/** Fault notices: an id once seen never alerts again, even when it leaves the list and comes back. */
export function newSince<K>(seen: ReadonlySet<K> | null, current: readonly K[], limit = SEEN_LIMIT): NewSince<K> {
  const next = new Set(seen ?? []);
  const fresh: K[] = [];
  for (const id of current) {
    if (seen !== null && !next.has(id)) fresh.push(id);
    next.add(id);
  }
  const over = next.size - limit;
  if (over > 0) [...next].slice(0, over).forEach((id) => next.delete(id));
  return { seen: next, fresh };
}

/** How far below the limit a warm device must cool before a later warming alerts again (°C). */
export const COOL_DOWN_C = 1;

export interface Reading {
  deviceIdx: number;
  temperature: number | null;
}

export interface Alarms {
  /** Devices in alarm now (above the limit, or not yet cooled COOL_DOWN_C below it since). */
  warm: Set<number>;
  /** Devices that went above the limit since the last look (none on the baseline). */
  fresh: number[];
}

/**
 * Temperature alarms: a device alerts when it goes above `limitC` and was not in alarm at the last
 * look. It stays in alarm until it is COOL_DOWN_C below the limit, so a reading that wavers around
 * the limit alerts once, not at every look.
 */
export function newAlarms(warm: ReadonlySet<number> | null, readings: readonly Reading[], limitC: number): Alarms {
  const next = new Set<number>();
  const fresh: number[] = [];
  for (const { deviceIdx, temperature } of readings) {
    if (temperature === null) continue;
    if (temperature > limitC) {
      if (warm !== null && !warm.has(deviceIdx) && !next.has(deviceIdx)) fresh.push(deviceIdx);
      next.add(deviceIdx);
    } else if (warm?.has(deviceIdx) && temperature > limitC - COOL_DOWN_C) next.add(deviceIdx);
  }
  return { warm: next, fresh };
}
