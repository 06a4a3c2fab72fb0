import type { CachedReply } from './store.js';

/** At most this many replies are kept, each at most MAX_BODY_BYTES: 8 MB at worst. */
const MAX_ENTRIES = 256;
const MAX_BODY_BYTES = 32 * 1024;

/**
 * The last reply sent for each small public GET (settings, services, team, figures, a healer's
 * card), kept apart from the public cache, which every write empties: a write just before the
 * database went away leaves the cache without them. Given again only while the database is away
 * (decision 051); least recently sent go first. The directory's lists and searches need none of
 * this: the in-memory index answers.
 */
export class OutageReplies {
  private readonly kept = new Map<string, CachedReply>();

  keep(key: string, entry: CachedReply): void {
    if (entry.body.byteLength > MAX_BODY_BYTES) return;
    this.kept.delete(key);
    this.kept.set(key, entry);
    if (this.kept.size > MAX_ENTRIES) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }

  get(key: string): CachedReply | undefined {
    return this.kept.get(key);
  }
}
