// A report's table as CSV for a spreadsheet: every cell quoted (quotes doubled), CRLF lines, a BOM so
// spreadsheets read UTF-8. A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
// first) gets a leading apostrophe, as the client import's error report does: a staff or service name is
// typed by people, and opening the export must never run it. Numbers are written as numbers (a negative
// number is data, not a formula).
export type CsvCell = string | number | null;

export function neutraliseReportCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function reportCsv(rows: readonly (readonly CsvCell[])[]): string {
  const cell = (value: CsvCell) => {
    const text = value === null ? '' : typeof value === 'number' ? String(value) : neutraliseReportCell(value);
    return `"${text.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
