// The cockpit's event feed: every line numbered, so a client asks for what came after the last
// number it saw. A line about one company's kiosks is kept in that company's ring, the world's own
// lines (the clock, a reset, a scenario over several companies) in the world's; each ring keeps its
// newest 500, so a busy company never pushes a quiet one's lines out (a room of trainees, each
// reading their own company's). Kept in memory; a restart starts a new feed, and so does a world
// reset (startOver): the old world's lines are gone, the numbering goes on, so a client can tell.
import type { FeedEvent } from '../../../contract/index';
import { toWireDateTime } from '../clock';

export type FeedDraft = Omit<FeedEvent, 'seq' | 'atText'> & {
  /** The kiosks a line without one device is about (a scenario's): their company's, if they share one. */
  deviceIdxs?: readonly number[];
};

export const FEED_CAPACITY = 500;

/** The company of a device (null: not known, a line of the world). */
export type CompanyOf = (deviceIdx: number) => number | null;

export class EventFeed {
  private readonly world: FeedEvent[] = [];
  private readonly companies = new Map<number, FeedEvent[]>();
  private seq = 0;
  /** The feed of this world holds lines numbered after this one (a reset starts it over). */
  private from = 0;

  constructor(
    private readonly companyOf: CompanyOf = () => null,
    private readonly capacity = FEED_CAPACITY,
  ) {}

  push(drafts: readonly FeedDraft[]): void {
    const touched = new Set<FeedEvent[]>();
    for (const { deviceIdxs, ...draft } of drafts) {
      const ring = this.ringOf(this.companyOfLine(draft.deviceIdx === null ? (deviceIdxs ?? []) : [draft.deviceIdx]));
      ring.push({ ...draft, seq: ++this.seq, atText: toWireDateTime(draft.at) });
      touched.add(ring);
    }
    for (const ring of touched) if (ring.length > this.capacity) ring.splice(0, ring.length - this.capacity);
  }

  /** A new world: the old one's lines go; numbers go on from where they were. */
  startOver(): void {
    this.world.length = 0;
    this.companies.clear();
    this.from = this.seq;
  }

  /**
   * Lines numbered after `seq`, oldest first (at most the newest 500), the newest number so far, and
   * `from` (a line numbered at or below it belongs to a world that is gone): of every ring (null),
   * or of these companies' rings.
   */
  since(seq: number, companyIdxs: readonly number[] | null = null): { list: FeedEvent[]; lastSeq: number; from: number } {
    const rings = companyIdxs === null ? [this.world, ...this.companies.values()] : companyIdxs.map((c) => this.companies.get(c) ?? []);
    const list = rings.flatMap((ring) => ring.filter((e) => e.seq > seq)).sort((a, b) => a.seq - b.seq);
    return { list: list.slice(-this.capacity), lastSeq: this.seq, from: this.from };
  }

  private companyOfLine(deviceIdxs: readonly number[]): number | null {
    const companies = new Set(deviceIdxs.map(this.companyOf));
    const [only] = companies;
    return companies.size === 1 && only !== undefined ? only : null;
  }

  private ringOf(companyIdx: number | null): FeedEvent[] {
    if (companyIdx === null) return this.world;
    let ring = this.companies.get(companyIdx);
    if (!ring) this.companies.set(companyIdx, (ring = []));
    return ring;
  }
}
