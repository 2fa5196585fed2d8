// Response cache (spec §9): entries live 5 minutes, at most 100, oldest evicted first.
// Off by default; a call opts in with `{ cache: true }`. Cleared on logout.
import { API_CACHE } from '@contract/constants';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ResponseCache<V> {
  // A Map iterates in insertion order, so the first key is the oldest entry.
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number = API_CACHE.ttlMs,
    private readonly maxEntries: number = API_CACHE.maxEntries,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number = this.ttlMs): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Remove the entries whose key matches. */
  deleteWhere(match: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (match(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export const responseCache = new ResponseCache<unknown>();
