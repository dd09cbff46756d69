import { describe, expect, it } from 'vitest';
import { ReadingsCsvRewriter } from './readings-csv';

/** COPY's records in, the export's out, given in one chunk or in chunks of `size` bytes. */
function rewrite(copy: string, size = copy.length): { text: string; records: number } {
  const rewriter = new ReadingsCsvRewriter();
  const bytes = Buffer.from(copy);
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(rewriter.push(bytes.subarray(at, at + size)));
  parts.push(rewriter.end());
  return { text: Buffer.concat(parts).toString(), records: rewriter.records };
}

describe('the readings CSV from COPY', () => {
  it('writes the reading date as the API does, milliseconds cut as to_char cut them', () => {
    expect(rewrite('M-1,2024-08-07 11:35:00+00,460.254,\n').text).toBe(
      'M-1,2024-08-07T11:35:00.000Z,460.254,\n',
    );
    expect(rewrite('M-1,2024-08-07 11:35:00.5+00,1\n').text).toBe('M-1,2024-08-07T11:35:00.500Z,1\n');
    expect(rewrite('M-1,2024-08-07 11:35:00.123987+00,1\n').text).toBe('M-1,2024-08-07T11:35:00.123Z,1\n');
    expect(rewrite('M-1,2999-12-31 23:59:59.04+00\n').text).toBe('M-1,2999-12-31T23:59:59.040Z\n');
  });

  it('leaves a date of another shape as PostgreSQL wrote it', () => {
    for (const date of [
      '2024-08-07 11:35:00+02',
      '0044-03-15 12:00:00+00 BC',
      '12024-08-07 11:35:00+00',
      'x',
    ])
      expect(rewrite(`M-1,${date},1\n`).text).toBe(`M-1,${date},1\n`);
  });

  it('makes a meter number inert where a spreadsheet would read a formula, quoted or not', () => {
    const date = '2024-01-02 03:04:05+00';
    const cases: [string, string][] = [
      ['=1+2', "'=1+2"],
      ['+49', "'+49"],
      ['-7', "'-7"],
      ['@A1', "'@A1"],
      ['\tTab', "'\tTab"],
      ['"\rCR"', `"'\rCR"`],
      ["'=x", "''=x"],
      ['"=1+2,""x"""', `"'=1+2,""x"""`],
      [`"'+1,2"`, `"''+1,2"`],
      ["'plain", "'plain"],
      ['F-1=2', 'F-1=2'],
      ['"""=quoted"', '"""=quoted"'],
    ];
    for (const [number, written] of cases)
      expect(rewrite(`${number},${date},1.5\n`).text).toBe(`${written},2024-01-02T03:04:05.000Z,1.5\n`);
  });

  it('counts records, not line feeds, and gives the same bytes however the chunks fall', () => {
    const copy = [
      '"two\nlines",2024-01-02 03:04:05+00,1,,2\n',
      '=F,2024-01-02 03:04:06.25+00,,,\n',
      'Zähler-ä,2024-01-02 03:04:07+00,3,4,5\n',
    ].join('');
    const whole = rewrite(copy);
    expect(whole).toEqual({
      text: [
        '"two\nlines",2024-01-02T03:04:05.000Z,1,,2\n',
        "'=F,2024-01-02T03:04:06.250Z,,,\n",
        'Zähler-ä,2024-01-02T03:04:07.000Z,3,4,5\n',
      ].join(''),
      records: 3,
    });
    for (let size = 1; size < 40; size++) expect(rewrite(copy, size), `chunks of ${size}`).toEqual(whole);
  });
});
