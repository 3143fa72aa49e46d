import Papa from 'papaparse';
import { CLIENT_IMPORT_MAX_ROWS } from '@chairside/shared/client-imports/client-import-dto';
import { neutraliseCsvCell } from '@chairside/shared/format/csv-cell';
import { DomainError } from '../commands/domain-error';

// Spreadsheets save CSV as UTF-8 (with or without a byte-order mark), UTF-16 with a mark ("Unicode text"),
// or in the Windows code page (older Excel): the mark decides, then UTF-8 if the bytes are valid UTF-8,
// else Windows-1252, which decodes every byte.
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: string } {
  const [a, b, c] = bytes;
  let decoded: { text: string; encoding: string };
  if (a === 0xef && b === 0xbb && c === 0xbf) decoded = { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8' };
  else if (a === 0xff && b === 0xfe) decoded = { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  else if (a === 0xfe && b === 0xff) decoded = { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  else {
    try {
      decoded = { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
    } catch {
      decoded = { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
    }
  }
  // NUL never appears in text: UTF-16 without its mark, a spreadsheet's binary format, a picture.
  if (decoded.text.includes('\u0000'))
    throw new DomainError('This is not a CSV text file (save it as "CSV UTF-8" or "Unicode text" from your spreadsheet)', 400);
  return decoded;
}

// 0x80–0x9F are where Windows-1252 differs from Latin-1 (€, curly quotes, dashes…); unassigned bytes stay
// as they are. Written out because a Node without full ICU decodes 'windows-1252' as Latin-1.
const windows1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? windows1252High[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export type ParsedCsv = { headers: string[]; rows: string[][] };

// The header row and the data rows (quoted fields may hold commas, quotes and line breaks; the delimiter
// is detected: comma, semicolon or tab). Blank lines are left out.
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  const broken = result.errors.find((error) => error.type === 'Quotes');
  if (broken)
    throw new DomainError(`The file is not valid CSV: a quoted field starting in row ${(broken.row ?? 0) + 1} is never closed`, 400);
  const [headers, ...rows] = result.data;
  if (!headers || headers.every((header) => header.trim() === ''))
    throw new DomainError('The file is empty: the first row should name the columns', 400);
  if (rows.length === 0) throw new DomainError('The file has a header row but no clients under it', 400);
  if (rows.length > CLIENT_IMPORT_MAX_ROWS)
    throw new DomainError(
      `The file has ${rows.length.toLocaleString('en-US')} rows; an import takes at most ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')}. Split it into smaller files`,
      413,
    );
  if (headers.length > 200) throw new DomainError('The file has more than 200 columns', 400);
  return { headers: headers.map((header) => header.trim()), rows };
}

// The error report: opening it never runs what an uploaded file carried (neutraliseCsvCell).
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${Papa.unparse(
    rows.map((row) => row.map(neutraliseCsvCell)),
    { newline: '\r\n', quotes: true },
  )}\r\n`;
}
