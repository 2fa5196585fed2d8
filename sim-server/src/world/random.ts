// The seeded source of every random choice in the world: faker in the Korean locale with a fixed
// seed and a fixed reference date, plus the few Korean formats (phones, addresses) built on it.
import { Faker, base, en, ko } from '@faker-js/faker';
import { toWireDateTime } from '../clock';
import type { Region } from './korean-data';

/** "Now" of a freshly generated world: 2026-11-21 09:00 KST. */
export const WORLD_REF_DATE_MS = Date.parse('2026-11-21T09:00:00+09:00');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Wire date-time (KST) back to epoch ms. */
export function wireToMs(wire: string): number {
  return Date.parse(`${wire.replace(' ', 'T')}+09:00`);
}

export function seededRandom(seed: number) {
  const f = new Faker({ locale: [ko, en, base], seed });
  f.setDefaultRefDate(WORLD_REF_DATE_MS);
  const int = (min: number, max: number) => f.number.int({ min, max });
  const pick = <T>(items: readonly T[]): T => f.helpers.arrayElement(items);
  const digits = (n: number) => f.string.numeric({ length: n, allowLeadingZeros: true });
  return {
    f,
    int,
    pick,
    digits,
    /** Created some time in [fromMs, toMs], updated between then and the reference date. */
    stamps(fromMs: number, toMs: number) {
      const created = int(fromMs, toMs);
      return { createdDate: toWireDateTime(created), updatedDate: toWireDateTime(int(created, WORLD_REF_DATE_MS)) };
    },
    personName: () => `${f.person.lastName()}${f.person.firstName()}`,
    mobile: () => `010-${digits(4)}-${digits(4)}`,
    /** Seoul numbers have a 4-digit exchange, the rest 3. */
    landline: (r: Region) => `${r.phonePrefix}-${int(200, 999)}${r.phonePrefix === '02' ? digits(1) : ''}-${digits(4)}`,
    address: (r: Region) => ({ zipCode: `${r.zipPrefix}${digits(3)}`, address: `${r.district} ${pick(r.roads)} ${int(1, 520)}` }),
  };
}
export type Random = ReturnType<typeof seededRandom>;
