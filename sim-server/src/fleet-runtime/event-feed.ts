// The cockpit's event feed: the newest 500 lines, each numbered, so a client asks for what came
// after the last number it saw. Kept in memory; a restart starts a new feed.
import type { FeedEvent } from '../../../contract/index';
import { toWireDateTime } from '../clock';

export type FeedDraft = Omit<FeedEvent, 'seq' | 'atText'>;

export const FEED_CAPACITY = 500;

export class EventFeed {
  private entries: FeedEvent[] = [];
  private seq = 0;

  constructor(private readonly capacity = FEED_CAPACITY) {}

  push(drafts: readonly FeedDraft[]): void {
    for (const draft of drafts) this.entries.push({ ...draft, seq: ++this.seq, atText: toWireDateTime(draft.at) });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /** Lines numbered after `seq`, oldest first, and the newest number so far. */
  since(seq: number): { list: FeedEvent[]; lastSeq: number } {
    return { list: this.entries.filter((e) => e.seq > seq), lastSeq: this.seq };
  }
}
