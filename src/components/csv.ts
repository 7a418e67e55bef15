import Papa from 'papaparse';

/** escapeFormulae: a spreadsheet opening an export must not run typed text as a formula. */
export function writeCsv(fields: readonly string[], data: readonly (readonly unknown[])[]): string {
  return Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { escapeFormulae: true });
}

/** Drops the byte order mark some spreadsheets write. */
export const readCsv = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });

const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

export const readCsvCell = (cell: string): string => cell.replace(ESCAPED_FORMULA, '');
