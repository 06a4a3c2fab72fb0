/**
 * One string for equal strings (decision 065). Each row read from the database brings its own
 * copy of every value: 100,000 healers held 100,000 "Thrissur"s, and their services and titles
 * as many times over. A pool lives for one read of the directory and keeps the first copy of
 * each value, so the healers it read share theirs; it is dropped when the read ends.
 */
export class StringPool {
  private readonly strings = new Map<string, string>();

  /** The pool's copy of `text`, which is `text` itself the first time. */
  intern(text: string): string {
    const kept = this.strings.get(text);
    if (kept !== undefined) return kept;
    this.strings.set(text, text);
    return text;
  }

  /**
   * `value` with every string in it (in arrays and plain objects too, as JSON columns hold)
   * replaced by the pool's copy. Arrays and objects are changed in place: they are the caller's,
   * freshly read.
   */
  internAll<T>(value: T): T {
    if (typeof value === 'string') return this.intern(value) as T;
    if (Array.isArray(value)) {
      for (let at = 0; at < value.length; at += 1) value[at] = this.internAll(value[at]);
      return value;
    }
    if (
      value !== null &&
      typeof value === 'object' &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) record[key] = this.internAll(record[key]);
    }
    return value;
  }
}
