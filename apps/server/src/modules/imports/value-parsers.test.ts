import { inertCell } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseCell, parseDateTime, parseInteger, parseList, parseNumber, parseText } from './value-parsers';

const value = <T>(parsed: { ok: true; value: T | null } | { ok: false; message: string }) => {
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};
const message = (parsed: { ok: boolean; message?: string }) => (parsed.ok ? undefined : parsed.message);

describe('parseText', () => {
  it('trims, takes numbers as written, makes empty text null and undoes the export’s formula guard', () => {
    expect(value(parseText('  Main St \r\n'))).toBe('Main St');
    expect(value(parseText('two\r\nlines\twith tab'))).toBe('two\nlines\twith tab');
    expect(value(parseText(10115))).toBe('10115');
    expect(value(parseText('   '))).toBeNull();
    expect(value(parseText("'=1+1"))).toBe('=1+1');
    expect(value(parseText("'-5 kWh"))).toBe('-5 kWh');
    expect(value(parseText("'quoted'"))).toBe("'quoted'");
    // What inertCell guarded: a leading tab, and text that had such a guard already.
    expect(value(parseText("'\tx"))).toBe('\tx');
    expect(value(parseText("''=abc"))).toBe("'=abc");
    expect(inertCell("'=abc")).toBe("''=abc");
  });

  it('refuses control characters other than tab and line breaks, and dates', () => {
    for (const text of ['a\0b', 'a\u0001b', 'a\u007fb', 'a\u001bb'])
      expect(message(parseText(text))).toBe('The text holds a control character (such as NUL): remove it.');
    expect(message(parseText(new Date()))).toMatch(/date where text is expected/);
  });
});

describe('parseNumber and parseInteger', () => {
  it('quotes a refused value whole: a long run of emoji is cut between characters', () => {
    const emoji = '\u{1f600}';
    const parsed = parseNumber(`${'x'.repeat(39)}${emoji}${emoji}`);
    expect(parsed).toEqual({ ok: false, message: expect.stringContaining(`"${'x'.repeat(39)}${emoji}…"`) });
  });

  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['-0,75', -0.75],
    [',5', 0.5],
    ['1,234', 1.234],
    ['1.234', 1.234],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1.234.567', 1234567],
    ['1,234,567,8', undefined],
    ['1e3', 1000],
    ['1e308', 1e308],
    [' 42 ', 42],
  ])('%s → %s', (text, expected) => {
    const parsed = parseNumber(text);
    if (expected === undefined) expect(parsed.ok).toBe(false);
    else expect(value(parsed)).toBe(expected);
  });

  it('refuses NaN, Infinity, overflow, hexadecimal, misgrouped and mixed-up separators', () => {
    for (const text of [
      'NaN',
      'Infinity',
      '-Infinity',
      '0x1F',
      '12.34.5',
      '1.23,4.5',
      '1,2345.6',
      '12 kWh',
      '1 234',
    ])
      expect(message(parseNumber(text))).toMatch(/is not a number: write it as 1234.5 or 1234,5/);
    expect(message(parseNumber('1e309'))).toBe('"1e309" is too large a number.');
    expect(parseNumber(Number.NaN).ok).toBe(false);
    expect(parseNumber(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(value(parseNumber(3.5))).toBe(3.5);
    expect(value(parseNumber(''))).toBeNull();
  });

  it('takes whole numbers only for integers', () => {
    expect(value(parseInteger('12'))).toBe(12);
    expect(value(parseInteger('12,0'))).toBe(12);
    expect(message(parseInteger('12,5'))).toBe('12.5 is not a whole number.');
    expect(message(parseInteger(2 ** 60))).toMatch(/not a whole number/);
  });
});

describe('parseDateTime', () => {
  const iso = (text: string | number) => value(parseDateTime(text))?.toISOString();

  it('reads ISO dates as Berlin’s midnight, in winter and in summer', () => {
    expect(iso('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(iso('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
  });

  it('reads ISO times with an offset as given, and without one as Berlin’s', () => {
    expect(iso('2026-01-15T10:00:00Z')).toBe('2026-01-15T10:00:00.000Z');
    expect(iso('2026-01-15T10:00:00.123+02:00')).toBe('2026-01-15T08:00:00.123Z');
    expect(iso('2026-01-15 10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(iso('2026-07-15T10:00:00')).toBe('2026-07-15T08:00:00.000Z');
    expect(iso('2026-01-15T10:00:00+14:00')).toBe('2026-01-14T20:00:00.000Z');
    for (const impossible of [
      '2026-01-01T10:00:00+99:99',
      '2026-01-01T10:00:00-15:00',
      '2026-01-01T10:00+01:60',
    ])
      expect(parseDateTime(impossible)).toEqual({
        ok: false,
        message: `"${impossible}" is not a valid date: its UTC offset is no offset.`,
      });
  });

  it('reads German dates and times', () => {
    expect(iso('15.01.2026')).toBe('2026-01-14T23:00:00.000Z');
    expect(iso('15.01.2026 10:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(iso('1.7.2026 10:30:15')).toBe('2026-07-01T08:30:15.000Z');
  });

  it('takes the clock changes as documented: the skipped hour moves on, the doubled one is the winter one', () => {
    expect(iso('29.03.2026 02:30')).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(iso('25.10.2026 02:30')).toBe('2026-10-25T01:30:00.000Z'); // 02:30 CET
  });

  it('reads Excel serial numbers (Berlin time) and keeps date cells (already instants)', () => {
    expect(iso(46037.4375)).toBe('2026-01-15T09:30:00.000Z');
    const instant = new Date('2026-01-15T09:30:00Z');
    expect(value(parseDateTime(instant))).toBe(instant);
    expect(parseDateTime(12).ok).toBe(false);
  });

  it('reads slashed dates that can be read one way only', () => {
    expect(iso('31/10/2026')).toBe('2026-10-30T23:00:00.000Z');
    expect(iso('10/31/2026')).toBe('2026-10-30T23:00:00.000Z');
    expect(iso('2026/10/31')).toBe('2026-10-30T23:00:00.000Z');
    expect(iso('05/05/2026 10:30')).toBe('2026-05-05T08:30:00.000Z');
    expect(message(parseDateTime('31/13/2026'))).toBe('"31/13/2026" is not a valid date.');
    expect(message(parseDateTime('30/02/2026'))).toBe('"30/02/2026" is not a valid date.');
    expect(message(parseDateTime('31/10/26'))).toMatch(/is ambiguous/);
  });

  it('refuses ambiguous and invalid dates, naming the accepted formats', () => {
    expect(message(parseDateTime('01/02/2026'))).toBe(
      '"01/02/2026" is ambiguous (day/month or month/day?): write 2026-01-15, 2026-01-15T10:00:00Z, 15.01.2026 or 15.01.2026 10:30.',
    );
    expect(message(parseDateTime('15.01.26'))).toMatch(/is not a date: write 2026-01-15/);
    expect(message(parseDateTime('31.02.2026'))).toBe('"31.02.2026" is not a valid date.');
    expect(message(parseDateTime('2026-01-15T24:00'))).toBe('"2026-01-15T24:00" is not a valid date.');
    expect(message(parseDateTime('yesterday'))).toMatch(/is not a date/);
    expect(value(parseDateTime(' '))).toBeNull();
  });
});

describe('parseList and parseCell', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(value(parseList(' 1-0:1.8.0, ,1-0:2.8.0 ,'))).toEqual(['1-0:1.8.0', '1-0:2.8.0']);
    expect(value(parseList(' , '))).toBeNull();
    expect(parseList('a\0').ok).toBe(false);
  });

  it('picks the parser by the column’s kind', () => {
    expect(value(parseCell('number', '1,5'))).toBe(1.5);
    expect(value(parseCell('integer', 7))).toBe(7);
    expect(value(parseCell('text', 7))).toBe('7');
    expect(value(parseCell('list', 'a,b'))).toEqual(['a', 'b']);
    expect(value(parseCell('datetime', '15.01.2026'))).toEqual(new Date('2026-01-14T23:00:00Z'));
  });
});
