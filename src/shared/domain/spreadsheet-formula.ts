/**
 * Spreadsheets run a cell starting with one of these as a formula (CSV injection, ASVS 1.2.10):
 * the export, the import's reading back and the admin's "Copy all" share this one guard.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with `'` so that a spreadsheet shows it as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text the export neutralised, back as it was typed (`'=x` → `=x`). */
export function unneutraliseFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * A list's items joined by '; ', each piece between two ';' neutralised after its spaces: a
 * spreadsheet that splits the cell at ';' must find no formula, even where an item itself held
 * a ';' (decision 031: 'Cupping; =HYPERLINK(…)' typed as one service).
 */
export function neutraliseList(items: readonly string[]): string {
  return items
    .join('; ')
    .split(';')
    .map((piece) => {
      const spaces = /^ */.exec(piece)![0];
      return spaces + neutraliseFormula(piece.slice(spaces.length));
    })
    .join(';');
}

/**
 * A row of cells for pasting into a spreadsheet (tab-separated): each cell formula-safe, and
 * without the tabs and line breaks that would move the cells that follow.
 */
export function spreadsheetRow(cells: readonly string[]): string {
  return cells.map((cell) => neutraliseFormula(cell.replace(/[\t\r\n]+/g, ' '))).join('\t');
}
