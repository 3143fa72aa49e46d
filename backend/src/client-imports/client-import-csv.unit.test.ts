import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv, toCsv } from './client-import-csv';

const utf16 = (text: string, bigEndian = false) => {
  const bytes = Buffer.from(text, 'utf16le');
  if (bigEndian) bytes.swap16();
  return Buffer.concat([Buffer.from(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), bytes]);
};

describe('decoding an uploaded CSV', () => {
  const text = 'First name,Last name\nZoë,Müller\n';
  it('reads UTF-8 with and without a byte-order mark, UTF-16 with one, and falls back to Windows-1252', () => {
    expect(decodeCsv(Buffer.from(text))).toEqual({ text, encoding: 'UTF-8' });
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({ text, encoding: 'UTF-8' });
    expect(decodeCsv(utf16(text))).toEqual({ text, encoding: 'UTF-16LE' });
    expect(decodeCsv(utf16(text, true))).toEqual({ text, encoding: 'UTF-16BE' });
    // 'ë' and 'ü' as Windows-1252 single bytes are not valid UTF-8.
    expect(decodeCsv(Buffer.from(text, 'latin1'))).toEqual({ text, encoding: 'Windows-1252' });
    expect(decodeCsv(Buffer.from([0x80, 0x61]))).toEqual({ text: '€a', encoding: 'Windows-1252' });
  });
  it('refuses what is not text, naming what to do', () => {
    expect(() => decodeCsv(Buffer.from(text, 'utf16le'))).toThrow(/not a CSV text file/);
    expect(() => decodeCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(/not a CSV text file/);
  });
});

describe('parsing it', () => {
  it('keeps quoted fields with commas, quotes and line breaks, detects semicolons and skips blank lines', () => {
    expect(parseCsv('Name,Notes\r\n"Ada","line one\nline two, with ""quotes"""\r\n\r\nBob,x\r\n')).toEqual({
      headers: ['Name', 'Notes'],
      rows: [
        ['Ada', 'line one\nline two, with "quotes"'],
        ['Bob', 'x'],
      ],
    });
    expect(parseCsv('a;b\n1;2\n').rows).toEqual([['1', '2']]);
  });
  it('refuses a quote never closed, an empty file and a file with only headers', () => {
    expect(() => parseCsv('Name,Phone\n"Ada,555\nBob,1\n')).toThrow(
      'The file is not valid CSV: a quoted field starting in row 2 is never closed',
    );
    expect(() => parseCsv('')).toThrow(/file is empty/);
    expect(() => parseCsv('Name,Phone\n')).toThrow(/no clients under it/);
  });
  it('refuses more than 100,000 rows, naming the limit', () => {
    const big = `Name\n${'x\n'.repeat(100_001)}`;
    expect(() => parseCsv(big)).toThrow('The file has 100,001 rows; an import takes at most 100,000. Split it into smaller files');
    expect(parseCsv(`Name\n${'x\n'.repeat(100_000)}`).rows).toHaveLength(100_000);
  });
});

describe('the error report', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const csv = toCsv([
      ['Row', 'Problem'],
      ['2', '=HYPERLINK("http://evil","x")'],
    ]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(row).toEqual(['2', `'=HYPERLINK("http://evil","x")`]);
  });
});
