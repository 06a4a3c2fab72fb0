import { createHmac, randomBytes } from 'node:crypto';

/** Rows of the sketch: a key is refused only when all of its cells are full. */
const DEPTH = 4;
/** Cells a row (a power of two): 4 × 2^20 one-byte cells, 4 MB, whatever the traffic. */
const WIDTH = 2 ** 20;

/**
 * How many events one client address gave one healer's count today (decision 057), without
 * keeping the address: a count-min sketch of fixed size whose cells are chosen by HMAC-SHA256
 * under a random key drawn each day. Nothing in it names an address, a healer or a key, and at
 * the first event of a new day the cells are zeroed and the key replaced, so yesterday is
 * forgotten (and cannot be recomputed: the key was never stored). A cell shared by two keys can
 * only make a count look higher, so the cap may refuse a little early under a flood of millions
 * of distinct keys, never let one address add more than `cap`. Conservative update (only the
 * cells at the key's lowest value move) keeps that early refusal rare.
 */
export class AddressDayCap {
  private cells: Uint8Array | undefined;
  private day = '';
  private key = randomBytes(32);

  constructor(private readonly cap: number) {
    if (cap > 255) throw new Error('AddressDayCap: the cells hold at most 255');
  }

  /** Takes one event of `parts` (address, healer, type) on `day`; false when the cap is reached. */
  take(day: string, parts: readonly string[]): boolean {
    if (day !== this.day || !this.cells) {
      this.day = day;
      this.key = randomBytes(32);
      this.cells = new Uint8Array(DEPTH * WIDTH);
    }
    const digest = createHmac('sha256', this.key).update(parts.join('\u0000')).digest();
    const at: number[] = [];
    let lowest = 255;
    for (let row = 0; row < DEPTH; row += 1) {
      const cell = row * WIDTH + (digest.readUInt32LE(row * 4) & (WIDTH - 1));
      at.push(cell);
      lowest = Math.min(lowest, this.cells[cell]!);
    }
    if (lowest >= this.cap) return false;
    for (const cell of at) if (this.cells[cell] === lowest) this.cells[cell] = lowest + 1;
    return true;
  }
}
