import { posix } from 'node:path';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { HttpError } from '../errors.js';
import { columnName, IMPORT_MAX_COLUMNS, IMPORT_MESSAGES } from './healer-import-file.js';
import type { SheetCollector } from './sheet-collector.js';

/** At most this many bytes in one part of a workbook once inflated (issue 29: a 1 GB entry). */
export const XLSX_PART_MAX_BYTES = 20 * 1024 * 1024;

/** More entries than any workbook of one healers' sheet has; the directory is read whole. */
const MAX_ENTRIES = 10_000;

type Attributes = Record<string, string>;

/** What a part's parse does with the XML, element by element (names without their prefix). */
interface XmlHandlers {
  open?(name: string, attributes: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const badXlsx = () => new HttpError(400, IMPORT_MESSAGES.badXlsx);

/**
 * The archive's entries by lower-case name, from its central directory alone: no entry is
 * inflated here, so a gigabyte of junk in a part the sheet does not need costs nothing.
 */
function openZip(
  buffer: Buffer,
): Promise<{ zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(badXlsx());
      const entries = new Map<string, yauzl.Entry>();
      zip.on('error', () => reject(badXlsx()));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.size >= MAX_ENTRIES) return reject(badXlsx());
        entries.set(entry.fileName.toLowerCase(), entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve({ zip, entries }));
      zip.readEntry();
    });
  });
}

const partTooLarge = (name: string) =>
  new HttpError(400, IMPORT_MESSAGES.partTooLarge(name, XLSX_PART_MAX_BYTES / (1024 * 1024)));

/**
 * Streams one part through the XML parser as it inflates, refusing it past XLSX_PART_MAX_BYTES
 * (by the size the directory declares, and by the bytes that actually come out).
 */
async function parsePart(zip: yauzl.ZipFile, entry: yauzl.Entry, handlers: XmlHandlers) {
  if (entry.uncompressedSize > XLSX_PART_MAX_BYTES) throw partTooLarge(entry.fileName);
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, readable) =>
      error || !readable ? reject(badXlsx()) : resolve(readable),
    ),
  );
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  const decoder = new TextDecoder('utf-8');
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > XLSX_PART_MAX_BYTES) throw partTooLarge(entry.fileName);
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A malformed part, or more bytes than the directory declared (yauzl checks).
    throw badXlsx();
  }
}

/** The relationships of a part (`xl/_rels/workbook.xml.rels` for `xl/workbook.xml`). */
async function relationships(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  part: string,
): Promise<{ id: string; type: string; target: string }[]> {
  const name = posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
  const entry = entries.get(name.toLowerCase());
  if (!entry) return [];
  const found: { id: string; type: string; target: string }[] = [];
  await parsePart(zip, entry, {
    open(element, attributes) {
      if (element === 'Relationship' && attributes.Target) {
        found.push({
          id: attributes.Id ?? '',
          type: attributes.Type ?? '',
          target: posix.normalize(
            attributes.Target.startsWith('/')
              ? attributes.Target.slice(1)
              : posix.join(posix.dirname(part), attributes.Target),
          ),
        });
      }
    },
  });
  return found;
}

/** Excel's escape of characters XML cannot hold (`_x000D_` for a carriage return). */
const unescapeText = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

/**
 * The text of the `<t>` elements inside an element (a shared string or an inline one), rich
 * text runs joined, phonetic guides (`rPh`) left out, as Excel shows the cell.
 */
function stringCollector() {
  let depthInPhonetic = 0;
  let inText = false;
  let text = '';
  return {
    open(name: string) {
      if (name === 'rPh') depthInPhonetic += 1;
      else if (name === 't' && depthInPhonetic === 0) inText = true;
    },
    text(chunk: string) {
      if (inText) text += chunk;
    },
    close(name: string) {
      if (name === 'rPh') depthInPhonetic -= 1;
      else if (name === 't') inText = false;
    },
    take(): string {
      const taken = unescapeText(text);
      text = '';
      return taken;
    },
  };
}

async function sharedStrings(zip: yauzl.ZipFile, entry: yauzl.Entry | undefined) {
  const strings: string[] = [];
  if (!entry) return strings;
  const collector = stringCollector();
  await parsePart(zip, entry, {
    open: (name) => collector.open(name),
    text: (text) => collector.text(text),
    close(name) {
      collector.close(name);
      if (name === 'si') strings.push(collector.take());
    },
  });
  return strings;
}

/** A cell reference's column, 1 for A; Infinity past three letters (beyond any sheet). */
function columnNumber(reference: string): number {
  const letters = /^[A-Za-z]+/.exec(reference)?.[0] ?? '';
  if (letters.length === 0) return 0;
  if (letters.length > 3) return Number.POSITIVE_INFINITY;
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

/** A cell's text as a person sees it, from its type and its `<v>` (or inline) text. */
function cellText(type: string, value: string, inline: string, strings: readonly string[]) {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return value;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'e':
      return '';
    default: {
      // A number as JavaScript writes it, as the earlier reader did ('680001', '4.5').
      if (value.trim() === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value;
    }
  }
}

/**
 * Reads the first worksheet of an .xlsx file: the zip's directory first, then only the parts
 * the sheet needs (the package and workbook relationships, the workbook, the shared strings and
 * the sheet), each streamed through a SAX parser and refused past XLSX_PART_MAX_BYTES. The
 * sheet's cells go to `reader` row by row; only the columns it keeps are held (DESIGN §10.7).
 */
export async function readXlsx(buffer: Buffer, reader: SheetCollector): Promise<void> {
  const { zip, entries } = await openZip(buffer);
  try {
    const root = await relationships(zip, entries, '');
    const workbookPath =
      root.find((rel) => rel.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
    const workbookEntry = entries.get(workbookPath.toLowerCase());
    if (!workbookEntry) throw badXlsx();
    let firstSheetId: string | undefined;
    await parsePart(zip, workbookEntry, {
      open(name, attributes) {
        if (name !== 'sheet' || firstSheetId !== undefined) return;
        const idKey = Object.keys(attributes).find((key) => /^[^:]+:id$/.test(key));
        firstSheetId = idKey ? attributes[idKey] : '';
      },
    });
    if (firstSheetId === undefined) throw new HttpError(400, IMPORT_MESSAGES.noHeader);
    const rels = await relationships(zip, entries, workbookPath);
    const sheetPath = rels.find((rel) => rel.id === firstSheetId)?.target;
    const sheetEntry = sheetPath ? entries.get(sheetPath.toLowerCase()) : undefined;
    if (!sheetEntry) throw new HttpError(400, IMPORT_MESSAGES.noHeader);
    const stringsPath = rels.find((rel) => rel.type.endsWith('/sharedStrings'))?.target;
    const strings = await sharedStrings(
      zip,
      stringsPath ? entries.get(stringsPath.toLowerCase()) : undefined,
    );
    await readWorksheet(zip, sheetEntry, strings, reader);
  } finally {
    zip.close();
  }
}

async function readWorksheet(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  strings: readonly string[],
  reader: SheetCollector,
) {
  const inline = stringCollector();
  let rowNumber = 0;
  let column = 0;
  let cell: { reference: string; type: string; wanted: boolean } | undefined;
  let value = '';
  let inValue = false;
  let cells = new Map<number, string>();
  await parsePart(zip, entry, {
    open(name, attributes) {
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        column = 0;
        cells = new Map();
      } else if (name === 'c') {
        column = attributes.r ? columnNumber(attributes.r) : column + 1;
        const reference = attributes.r ?? `${columnName(column)}${rowNumber}`;
        // Only the columns the reader keeps are held past their cell (at most 64 of them).
        cell = { reference, type: attributes.t ?? 'n', wanted: reader.wants(column) };
        value = '';
      } else if (name === 'v' && cell) {
        inValue = true;
      } else if (cell) {
        inline.open(name);
      }
    },
    text(text) {
      if (inValue) value += text;
      else inline.text(text);
    },
    close(name) {
      if (name === 'v') inValue = false;
      else if (name === 'c' && cell) {
        const text = cellText(cell.type, value, inline.take(), strings);
        if (text.trim() !== '' && column > IMPORT_MAX_COLUMNS) {
          throw new HttpError(400, IMPORT_MESSAGES.cellTooFar(cell.reference));
        }
        if (cell.wanted) cells.set(column, text);
        cell = undefined;
      } else if (name === 'row') {
        reader.row(rowNumber, cells);
      } else if (cell) {
        inline.close(name);
      }
    },
  });
}
