import { HttpError } from '../errors.js';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_MAPPED_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type Sheet,
} from './healer-import-file.js';
import { columnOfHeader, READ_ONLY_COLUMNS } from './healer-sheet-columns.js';

/** A row's cells by column number (1 for A), or as a record's array (index 0 for column 1). */
type Cells = ReadonlyMap<number, string> | readonly string[];

const cellAt = (cells: Cells, column: number) =>
  Array.isArray(cells) ? cells[column - 1] : (cells as ReadonlyMap<number, string>).get(column);
const entriesOf = (cells: Cells): [number, string][] =>
  Array.isArray(cells)
    ? cells.map((text, index) => [index + 1, text])
    : [...(cells as ReadonlyMap<number, string>)];

/**
 * Turns a sheet's rows, as a reader meets them, into the import's Sheet: the first row with
 * text is the header, and from then on only the columns it maps to a field the import writes
 * are kept, so a row's width elsewhere costs nothing (issue 29: one cell at XFD1).
 */
export class SheetCollector {
  private header: Map<number, string> | undefined;
  private kept: number[] = [];
  private keptSet = new Set<number>();
  private readonly rows: Sheet['rows'] = [];

  /** Whether the reader should hold a cell's text: any column of the header, then the kept ones. */
  wants(column: number): boolean {
    return this.header === undefined ? column <= IMPORT_MAX_COLUMNS : this.keptSet.has(column);
  }

  row(rowNumber: number, cells: Cells): void {
    if (this.header === undefined) {
      const texts = entriesOf(cells).filter(([, text]) => text.trim() !== '');
      if (texts.length === 0) return;
      this.header = new Map(texts);
      this.kept = texts
        .filter(([, text]) => {
          const column = columnOfHeader(text);
          return column !== undefined && !READ_ONLY_COLUMNS.has(column);
        })
        .map(([column]) => column)
        .sort((a, b) => a - b);
      if (this.kept.length > IMPORT_MAX_MAPPED_COLUMNS) {
        throw new HttpError(400, IMPORT_MESSAGES.tooManyNamedColumns);
      }
      this.keptSet = new Set(this.kept);
      return;
    }
    const values = this.kept.map((column) => cellAt(cells, column) ?? '');
    // Blank lines between records are not rows anyone meant to import.
    if (!values.some((text) => text.trim() !== '')) return;
    this.rows.push({ row: rowNumber, cells: values });
    if (this.rows.length > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_MESSAGES.tooManyRows);
  }

  sheet(): Sheet {
    const header = this.header ?? new Map<number, string>();
    return { header: this.kept.map((column) => header.get(column) ?? ''), rows: this.rows };
  }
}
