import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('report CSV', () => {
  it('quotes every cell, doubles quotes and keeps numbers as numbers', () => {
    expect(
      reportCsv([
        ['Staff', 'Revenue'],
        ['Ava "Ace" Johnson', 120.5],
        ['Refund', -12],
      ]),
    ).toBe('\uFEFF"Staff","Revenue"\r\n"Ava ""Ace"" Johnson","120.5"\r\n"Refund","-12"\r\n');
  });

  it('neutralises a name a spreadsheet would run as a formula', () => {
    const csv = reportCsv([['=HYPERLINK("http://evil")', '+1', '-x', '@SUM(A1)', '\tTab', null]]);
    expect(csv).toBe('\uFEFF"\'=HYPERLINK(""http://evil"")","\'+1","\'-x","\'@SUM(A1)","\'\tTab",""\r\n');
  });
});
