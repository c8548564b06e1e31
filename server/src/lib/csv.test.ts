import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('a CSV cell', () => {
  it.each([
    ['Ada', '"Ada"'],
    ['say "hi"', '"say ""hi"""'],
    ['a;=cmd', '"a;=cmd"'],
    ['a,b\r\nc', '"a,b\r\nc"'],
    ['=1+2', `"'=1+2"`],
    ['+49 30 555', `"'+49 30 555"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['\uFF1D1+2', `"'\uFF1D1+2"`],
    ['\uFF20cmd', `"'\uFF20cmd"`],
    ['', '""'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are, quoted', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(3)).toBe('"3"');
  });
});
