import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a zip archive, its data already deflated (method 8). */
export interface ZipEntry {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

/** An entry holding `data`, deflated. */
export function zipEntry(name: string, data: Buffer | string): ZipEntry {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * An entry of `size` zero bytes (a multiple of 1 MiB) that deflates to about a thousandth of
 * that: one fully flushed megabyte repeated, so that no gigabyte is ever held or compressed.
 */
export function zerosEntry(name: string, size: number): ZipEntry {
  const mib = Buffer.alloc(1 << 20);
  const block = deflateRawSync(mib, { finishFlush: constants.Z_FULL_FLUSH });
  const count = size / mib.length;
  let crc = 0;
  for (let i = 0; i < count; i++) crc = crc32(mib, crc);
  // 0x03 0x00: a final, empty block with fixed codes, which ends the stream.
  const deflated = Buffer.concat([
    ...Array.from({ length: count }, () => block),
    Buffer.from([3, 0]),
  ]);
  return { name, deflated, size, crc };
}

/** A zip archive of the entries, as a spreadsheet program writes one (no zip64, no comment). */
export function zipFile(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(0x21, 14);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.deflated.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, entry.deflated);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A worksheet's XML: each cell an inline string at its reference (`{ A1: 'Name' }` per row). */
export function sheetXml(rows: readonly Record<string, string>[]): string {
  const body = rows
    .map((cells, index) => {
      const xml = Object.entries(cells)
        .map(([ref, text]) => `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`)
        .join('');
      return `<row r="${index + 1}">${xml}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A minimal .xlsx workbook of one sheet, as Excel lays it out; `sheet` is the worksheet part
 * (a ZipEntry to give it other contents), `extra` more entries after it.
 */
export function xlsxFile(sheet: string | ZipEntry, extra: readonly ZipEntry[] = []): Buffer {
  return zipFile([
    zipEntry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    zipEntry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    zipEntry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Healers" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    zipEntry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    typeof sheet === 'string' ? zipEntry('xl/worksheets/sheet1.xml', sheet) : sheet,
    ...extra,
  ]);
}

/** A sheet's header and `count` healers, one cell far right in the header (`XFD1` by default). */
export function farCellSheet(count: number, far = 'XFD1'): string {
  const rows: Record<string, string>[] = [
    { A1: 'Name', B1: 'Phone', C1: 'District', D1: 'Pincode', [far]: 'x' },
  ];
  for (let i = 0; i < count; i++) {
    const r = i + 2;
    rows.push({
      [`A${r}`]: `Healer ${i}`,
      [`B${r}`]: `9${String(i).padStart(9, '0')}`,
      [`C${r}`]: 'Kollam',
      [`D${r}`]: '691001',
    });
  }
  return sheetXml(rows);
}

/** A CSV whose header has `columns` cells (2.4 million in the attack: 4.8 MB of commas). */
export function wideCsv(columns: number): Buffer {
  return Buffer.from(`Name,Phone${','.repeat(columns - 2)}\r\nAnil,9847000000\r\n`);
}
