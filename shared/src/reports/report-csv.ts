import { neutraliseCsvCell } from '../format/csv-cell';

// A report's table as CSV for a spreadsheet: every cell quoted (quotes doubled), CRLF lines, a BOM so
// spreadsheets read UTF-8. Text cells are neutralised (a staff or service name is typed by people, and
// opening the export must never run it); numbers are written as numbers (a negative number is data, not a
// formula).
export type CsvCell = string | number | null;

export function reportCsv(rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => {
    const text = value === null ? '' : typeof value === 'number' ? String(value) : neutraliseCsvCell(value);
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
