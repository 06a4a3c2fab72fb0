import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('gives 16 URL-safe characters that start with a letter or digit, never repeating', () => {
    // One base64url id in 32 would start with '-' or '_'; 10,000 ids would show it.
    const ids = Array.from({ length: 10_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
