// A tiny cut of Noto Sans Malayalam holding only the glyphs of a few Malayalam words that need
// no shaping, like the language switch's "മലയാളം" on an English page (decision 040). Built from
// the self-hosted font's WOFF file with Node alone (zlib and brotli are built in): no subsetting
// tool is installed, and the word's letters need none of the font's substitutions or
// positioning, so the cut keeps the glyphs and their metrics and leaves out GSUB, GPOS and GDEF.
import { brotliCompressSync, constants, inflateSync } from 'node:zlib';

type Tables = Map<string, Buffer>;

/** The tables of a WOFF 1.0 file, uncompressed. */
export function readWoff(file: Buffer): Tables {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const tables: Tables = new Map();
  for (let i = 0; i < file.readUInt16BE(12); i += 1) {
    const entry = 44 + i * 20;
    const offset = file.readUInt32BE(entry + 4);
    const compressed = file.readUInt32BE(entry + 8);
    const length = file.readUInt32BE(entry + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(
      file.toString('latin1', entry, entry + 4),
      compressed < length ? inflateSync(data) : data,
    );
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** The glyph of each code point, from the cmap's Windows Unicode subtable (format 4). */
function glyphsOfCodePoints(cmap: Buffer, codePoints: number[]): number[] {
  let sub = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const at = 4 + i * 8;
    if (cmap.readUInt16BE(at) === 3 && cmap.readUInt16BE(at + 2) === 1) {
      sub = cmap.readUInt32BE(at + 4);
    }
  }
  if (sub < 0 || cmap.readUInt16BE(sub) !== 4) throw new Error('no format 4 Unicode cmap');
  const segments = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return codePoints.map((code) => {
    for (let s = 0; s < segments; s += 1) {
      if (cmap.readUInt16BE(ends + s * 2) < code) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (start > code) break;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = cmap.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    throw new Error(`the font has no glyph for U+${code.toString(16).toUpperCase()}`);
  });
}

const COMPOSITE = { WORDS: 0x1, SCALE: 0x8, MORE: 0x20, XY_SCALE: 0x40, TWO_BY_TWO: 0x80 };

/** Each component of a composite glyph: the offset of its glyph index in the glyph's bytes. */
function componentOffsets(glyph: Buffer): number[] {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const offsets: number[] = [];
  let at = 10;
  let flags: number;
  do {
    flags = glyph.readUInt16BE(at);
    offsets.push(at + 2);
    at += 4 + (flags & COMPOSITE.WORDS ? 4 : 2);
    if (flags & COMPOSITE.SCALE) at += 2;
    else if (flags & COMPOSITE.XY_SCALE) at += 4;
    else if (flags & COMPOSITE.TWO_BY_TWO) at += 8;
  } while (flags & COMPOSITE.MORE);
  return offsets;
}

const pad4 = (buffer: Buffer) =>
  Buffer.concat([buffer, Buffer.alloc((4 - (buffer.length % 4)) % 4)]);

function checksum(data: Buffer): number {
  const padded = pad4(data);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A cmap with one format 4 subtable mapping each code point to its new glyph. */
function cmapOf(mapping: [number, number][]): Buffer {
  const sorted = [...mapping].sort((a, b) => a[0] - b[0]);
  const segments = [
    ...sorted.map(([code, glyph]) => [code, code, glyph - code]),
    [0xffff, 0xffff, 1],
  ];
  const count = segments.length;
  const sub = Buffer.alloc(16 + count * 8);
  const search = 2 ** Math.floor(Math.log2(count)) * 2;
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  sub.writeUInt16BE(count * 2, 6);
  sub.writeUInt16BE(search, 8);
  sub.writeUInt16BE(Math.log2(search / 2), 10);
  sub.writeUInt16BE(count * 2 - search, 12);
  segments.forEach(([start, end, delta], i) => {
    sub.writeUInt16BE(end!, 14 + i * 2);
    sub.writeUInt16BE(start!, 16 + count * 2 + i * 2);
    sub.writeUInt16BE(delta! & 0xffff, 16 + count * 4 + i * 2);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(1, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, sub]);
}

/** The font's tables cut down to the glyphs of `text` (and .notdef), numbered afresh. */
export function subsetTables(tables: Tables, text: string): Tables {
  const codePoints = [...new Set([...text].map((char) => char.codePointAt(0)!))];
  const head = table(tables, 'head');
  const longLoca = head.readInt16BE(50) === 1;
  const loca = table(tables, 'loca');
  const glyf = table(tables, 'glyf');
  const glyphAt = (id: number) =>
    longLoca
      ? glyf.subarray(loca.readUInt32BE(id * 4), loca.readUInt32BE(id * 4 + 4))
      : glyf.subarray(loca.readUInt16BE(id * 2) * 2, loca.readUInt16BE(id * 2 + 2) * 2);

  // .notdef, the text's glyphs, and the glyphs their composites are made of.
  const direct = glyphsOfCodePoints(table(tables, 'cmap'), codePoints);
  const kept: number[] = [];
  const visit = (id: number) => {
    if (kept.includes(id)) return;
    kept.push(id);
    const glyph = glyphAt(id);
    for (const at of componentOffsets(glyph)) visit(glyph.readUInt16BE(at));
  };
  for (const id of [0, ...direct]) visit(id);
  const newId = new Map(kept.map((id, index) => [id, index]));

  const glyphs = kept.map((id) => {
    const glyph = Buffer.from(glyphAt(id));
    for (const at of componentOffsets(glyph))
      glyph.writeUInt16BE(newId.get(glyph.readUInt16BE(at))!, at);
    return pad4(glyph);
  });
  const newLoca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  glyphs.forEach((glyph, i) => {
    newLoca.writeUInt32BE(offset, i * 4);
    offset += glyph.length;
  });
  newLoca.writeUInt32BE(offset, glyphs.length * 4);

  const hhea = Buffer.from(table(tables, 'hhea'));
  const metrics = hhea.readUInt16BE(34);
  const hmtx = table(tables, 'hmtx');
  const newHmtx = Buffer.alloc(kept.length * 4);
  kept.forEach((id, i) => {
    const advance = hmtx.readUInt16BE(Math.min(id, metrics - 1) * 4);
    const bearing =
      id < metrics
        ? hmtx.readInt16BE(id * 4 + 2)
        : hmtx.readInt16BE(metrics * 4 + (id - metrics) * 2);
    newHmtx.writeUInt16BE(advance, i * 4);
    newHmtx.writeInt16BE(bearing, i * 4 + 2);
  });
  hhea.writeUInt16BE(kept.length, 34);

  const newHead = Buffer.from(head);
  newHead.writeUInt32BE(0, 8);
  newHead.writeInt16BE(1, 50);
  const maxp = Buffer.from(table(tables, 'maxp'));
  maxp.writeUInt16BE(kept.length, 4);
  const os2 = Buffer.from(table(tables, 'OS/2'));
  os2.writeUInt16BE(Math.min(...codePoints), 64);
  os2.writeUInt16BE(Math.max(...codePoints), 66);
  const post = Buffer.from(table(tables, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  return new Map([
    ['OS/2', os2],
    ['cmap', cmapOf(codePoints.map((code, i) => [code, newId.get(direct[i]!)!]))],
    ['glyf', Buffer.concat(glyphs)],
    ['head', newHead],
    ['hhea', hhea],
    ['hmtx', newHmtx],
    ['loca', newLoca],
    ['maxp', maxp],
    ['name', table(tables, 'name')],
    ['post', post],
  ]);
}

/** The tables as a TrueType file (tags sorted, head's checksum adjustment set). */
export function sfntOf(tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + tags.length * 16);
  const search = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(search * 16, 6);
  header.writeUInt16BE(Math.log2(search), 8);
  header.writeUInt16BE(tags.length * 16 - search * 16, 10);
  let offset = header.length;
  const bodies = tags.map((tag, i) => {
    const data = tables.get(tag)!;
    const entry = 12 + i * 16;
    header.write(tag, entry, 'latin1');
    header.writeUInt32BE(checksum(data), entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    offset += pad4(data).length;
    return pad4(data);
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/** WOFF 2.0's numbers of the tables it knows by index (section 5.1 of the specification). */
const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
];

function base128(value: number): Buffer {
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return Buffer.from(bytes);
}

/**
 * A TrueType file as WOFF 2.0, every table untransformed (glyf and loca with the null
 * transform, version 3), all in one brotli stream.
 */
export function woff2Of(sfnt: Buffer): Buffer {
  const count = sfnt.readUInt16BE(4);
  const entries = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    const offset = sfnt.readUInt32BE(at + 8);
    return {
      tag: sfnt.toString('latin1', at, at + 4),
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
    };
  });
  // loca comes right after glyf, as the format asks.
  const ordered = [...entries.filter((entry) => entry.tag !== 'loca')].flatMap((entry) =>
    entry.tag === 'glyf' ? [entry, entries.find((e) => e.tag === 'loca')!] : [entry],
  );
  const directory = Buffer.concat(
    ordered.map(({ tag, data }) => {
      const known = KNOWN_TAGS.indexOf(tag);
      const nullTransform = tag === 'glyf' || tag === 'loca' ? 3 << 6 : 0;
      const flags = Buffer.from([(known < 0 ? 63 : known) | nullTransform]);
      const name = known < 0 ? Buffer.from(tag, 'latin1') : Buffer.alloc(0);
      return Buffer.concat([flags, name, base128(data.length)]);
    }),
  );
  const compressed = brotliCompressSync(Buffer.concat(ordered.map((entry) => entry.data)), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_FONT,
    },
  });
  const header = Buffer.alloc(48);
  const length = pad4(Buffer.concat([header, directory, compressed])).length;
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(length, 8);
  header.writeUInt16BE(count, 12);
  header.writeUInt32BE(sfnt.length, 16);
  header.writeUInt32BE(compressed.length, 20);
  header.writeUInt16BE(1, 24);
  return pad4(Buffer.concat([header, directory, compressed]));
}

/** The WOFF 2.0 cut of a WOFF font to the glyphs of `text`. */
export function labelFont(woff: Buffer, text: string): Buffer {
  return woff2Of(sfntOf(subsetTables(readWoff(woff), text)));
}
