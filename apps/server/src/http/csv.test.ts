import { describe, expect, it } from 'vitest';
import { attachment, csvCell, csvDocument, csvLine } from './csv';

describe('csv', () => {
  it('defuses every text that a spreadsheet program would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Harmless text, and numbers (written by the server, never a formula), stay as they are.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Müller & Söhne')).toBe('Müller & Söhne');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes per RFC 4180: commas, quotes and line breaks', () => {
    expect(csvCell('Schmidt, Anna')).toBe('"Schmidt, Anna"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('writes a file with a byte order mark, the header and CRLF records', () => {
    expect(
      csvDocument(
        ['name', 'n'],
        [
          ['Ä', 1],
          ['=x', 2],
        ],
      ),
    ).toBe("\uFEFFname,n\r\nÄ,1\r\n'=x,2\r\n");
    expect(csvDocument(['name'], [])).toBe('\uFEFFname\r\n');
  });

  it('names the download, with filename* for a name outside ASCII', () => {
    expect(attachment('2026-11-24_annual-report_2026.csv')).toBe(
      'attachment; filename="2026-11-24_annual-report_2026.csv"',
    );
    expect(attachment('Müller "all".csv')).toBe(
      `attachment; filename="M_ller _all_.csv"; filename*=UTF-8''M%C3%BCller%20%22all%22.csv`,
    );
    expect(attachment('2026_Söhne A/B \\ C\n.xlsx')).toBe(
      `attachment; filename="2026_S_hne A_B _ C_.xlsx"; filename*=UTF-8''2026_S%C3%B6hne%20A_B%20_%20C_.xlsx`,
    );
    expect(attachment('A/B.csv')).toBe('attachment; filename="A_B.csv"');
  });
});
