import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv-cell';

describe('a CSV cell', () => {
  it('gets a leading apostrophe when a spreadsheet would run it as a formula, and only then', () => {
    for (const cell of ['=HYPERLINK("http://evil","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Ada', '', ' =1', "'=1", '12.5', 'a=b']) expect(neutraliseCsvCell(cell)).toBe(cell);
  });
});
