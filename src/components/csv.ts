import Papa from 'papaparse';

/**
 * The portal's CSV files (RFC 4180, CRLF between records). A cell that begins with =, +, -, @, a tab or a carriage
 * return is written with a leading apostrophe (papaparse's `escapeFormulae`), so a spreadsheet opening an export
 * does not run text an administrator or a back end typed as a formula.
 */
export function writeCsv(fields: readonly string[], data: readonly (readonly unknown[])[]): string {
  return Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { escapeFormulae: true });
}

/** A CSV file's rows of cells, with the byte order mark some spreadsheets write dropped. */
export const readCsv = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });

const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/** A cell as `writeCsv` was given it: the apostrophe it put before a formula's first character is dropped. */
export const readCsvCell = (cell: string): string => cell.replace(ESCAPED_FORMULA, '');
