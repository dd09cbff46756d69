import { renderMessages, TRANSFER_COLUMNS } from '@portal/contracts';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { berlinInstant } from './berlin-time';
import { allowAnyRecordLength } from './csv-source';
import {
  csvLines,
  type FileLimits,
  FileRefused,
  type FileRow,
  type ReadOptions,
  readSpreadsheet,
} from './file-reader';
import { ReadClock } from './limits';
import { buildZip, minimalXlsx, REQUIRED, rowXml } from './test-files';
import { parseDateTime } from './value-parsers';
import { FORMULA_PROBLEM, wholeTags } from './xlsx-source';

const BASE: ReadOptions = { columns: TRANSFER_COLUMNS.BASE };
const OBIS = /^\d+-\d+:\d+\.\d+\.\d+$/;
const READINGS: ReadOptions = { columns: TRANSFER_COLUMNS.READINGS, extraColumn: (name) => OBIS.test(name) };

async function readAll(body: Buffer, options: ReadOptions = BASE) {
  const sheet = await readSpreadsheet(body, 'upload.xlsx', options);
  const rows: FileRow[] = [];
  // The messages as an English reader reads them (they are kept as keys and parameters).
  for await (const row of sheet.rows) rows.push({ ...row, messages: renderMessages(row.messages, 'en') });
  return { ...sheet, rows };
}

/** The refusal's messages (fails if the file is read without one). */
async function refusal(body: Buffer, options: ReadOptions = BASE) {
  try {
    await readAll(body, options);
  } catch (error) {
    if (error instanceof FileRefused) return renderMessages(error.messages, 'en');
    throw error;
  }
  throw new Error('the file was read, not refused');
}

async function xlsx(rows: unknown[][], build?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Meters');
  for (const row of rows) sheet.addRow(row);
  build?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const limits = (overrides: Partial<FileLimits>): ReadOptions => ({ ...BASE, limits: overrides });

describe('readSpreadsheet: good files', () => {
  it('reads an xlsx into rows by column name, with the sheet’s row numbers, empty rows skipped', async () => {
    const body = await xlsx([
      [...REQUIRED, 'Factor ', 'obis_codes', 'calibration_period_start'],
      [
        'Main St',
        '1a',
        '10115',
        'Berlin',
        'M-1',
        'electricity',
        'kWh',
        1.5,
        '1-0:1.8.0, 1-0:2.8.0',
        new Date(Date.UTC(2026, 0, 15, 10, 30)),
      ],
      [],
      ['Side St', 2, 10117, 'Berlin', 'M-2', 'water', 'm3', '12,5'],
    ]);
    const { format, header, headerRow, rows } = await readAll(body);
    expect(format).toBe('xlsx');
    expect(headerRow).toBe(1);
    expect(header).toEqual([...REQUIRED, 'factor', 'obis_codes', 'calibration_period_start']);
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect({ ...rows[0]!.cells }).toEqual({
      street: 'Main St',
      street_number: '1a',
      zip_code: '10115',
      city: 'Berlin',
      meter_id: 'M-1',
      physical_medium: 'electricity',
      physical_unit: 'kWh',
      factor: 1.5,
      obis_codes: '1-0:1.8.0, 1-0:2.8.0',
      // the cell's 10:30 is Berlin's (CET, UTC+1)
      calibration_period_start: new Date('2026-01-15T09:30:00Z'),
    });
    expect(rows[1]!.cells).toMatchObject({
      street_number: 2,
      zip_code: 10117,
      factor: '12,5',
      obis_codes: null,
    });
    expect(rows.every((r) => r.messages.length === 0)).toBe(true);
  });

  it('takes rich text and hyperlink cells as their text', async () => {
    const body = await xlsx([REQUIRED], (workbook) => {
      const row = workbook.getWorksheet('Meters')!.getRow(2);
      row.getCell(1).value = { richText: [{ text: 'Main ', font: { bold: true } }, { text: 'St' }] };
      row.getCell(2).value = { text: '7', hyperlink: 'https://example.com/' };
      row.getCell(5).value = 'M-1';
    });
    const { rows } = await readAll(body);
    expect(rows[0]!.cells).toMatchObject({ street: 'Main St', street_number: '7', meter_id: 'M-1' });
  });

  it('reads a file written by the export’s streaming writer (no shared strings, no styles)', async () => {
    const stream = new (await import('node:stream')).PassThrough();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('meters');
    sheet.addRow(REQUIRED).commit();
    for (let i = 0; i < 3; i++)
      sheet.addRow(['Main St', `${i}`, '10115', 'Berlin', `M-${i}`, 'gas', 'm3']).commit();
    sheet.commit();
    await workbook.commit();
    const { rows } = await readAll(Buffer.concat(chunks));
    expect(rows.map((r) => [r.row, r.cells.meter_id])).toEqual([
      [2, 'M-0'],
      [3, 'M-1'],
      [4, 'M-2'],
    ]);
  });

  it('reads a CSV with `;`, a byte order mark and CRLF lines', async () => {
    const text = `\uFEFF${REQUIRED.join(';')};factor\r\nMain St;1;10115;Berlin;M-1;gas;m3;"1.234,5"\r\n;;;;;;;\r\nSide St;"2;b";10117;Köln;M-2;gas;m3;12,5\r\n`;
    const { format, header, rows } = await readAll(Buffer.from(text));
    expect(format).toBe('csv');
    expect(header).toEqual([...REQUIRED, 'factor']);
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(rows[0]!.cells).toMatchObject({ street: 'Main St', factor: '1.234,5' });
    expect(rows[1]!.cells).toMatchObject({ street_number: '2;b', city: 'Köln', factor: '12,5' });
  });

  it('reads a CSV with `,` (no byte order mark), a quoted line break and a header in other case', async () => {
    const text = `${REQUIRED.map((n) => ` ${n.toUpperCase()} `).join(',')},note\nMain St,1,10115,Berlin,M-1,gas,m3,"two\nlines"\nA,2,3,B,M-2,gas,m3,12" pipe\n`;
    const { header, rows } = await readAll(Buffer.from(text));
    expect(header).toEqual([...REQUIRED, 'note']);
    expect(rows.map((r) => [r.row, r.cells.note])).toEqual([
      [2, 'two\nlines'],
      [3, '12" pipe'],
    ]);
  });

  it('says how many data rows to expect before reading them: CSV lines, an xlsx sheet’s dimension', async () => {
    const expected = async (body: Buffer) =>
      (await readSpreadsheet(body, 'upload', BASE)).rowsExpected ?? 'unknown';
    const row = ['Main St', '1', '10115', 'Berlin', 'M-1', 'gas', 'm3'];
    // Lines, empty ones too; a quoted line break counts as one more (an estimate; the import counts at the end).
    expect(
      await expected(Buffer.from(`${REQUIRED.join(';')}\r\n${row.join(';')}\r\n;;\r\n${row.join(';')}`)),
    ).toBe(3);
    expect(await expected(Buffer.from(`${REQUIRED.join(',')},note\n${row.join(',')},"two\nlines"\n`))).toBe(
      2,
    );
    expect(await expected(await xlsx([[], REQUIRED, row, row, row, row]))).toBe(4);
    expect(await expected(minimalXlsx(rowXml(1, REQUIRED) + rowXml(2, row)))).toBe('unknown');
    // The sheet's own dimension; one claiming more rows than a file may have is no estimate.
    const claiming = (ref: string) =>
      minimalXlsx('', {
        data: `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${ref}"/><sheetData>${rowXml(1, REQUIRED)}${rowXml(2, row)}</sheetData></worksheet>`,
      });
    expect(await expected(claiming('A1:G41'))).toBe(40);
    expect(await expected(claiming('A1:G99999999999'))).toBe('unknown');
  });

  it('accepts the extra columns `extraColumn` allows (a readings file’s OBIS codes), in the file’s spelling', async () => {
    const text = 'meter_id;reading_date;1-0:1.8.0;1-0:2.8.0\nM-1;15.01.2026;12,5;3\n';
    const { header, rows } = await readAll(Buffer.from(text), READINGS);
    expect(header).toEqual(['meter_id', 'reading_date', '1-0:1.8.0', '1-0:2.8.0']);
    expect(rows[0]!.cells).toMatchObject({ '1-0:1.8.0': '12,5', '1-0:2.8.0': '3' });
  });

  it('reads a CSV whose lines end differently (a CRLF header over LF rows)', async () => {
    const text = 'meter_id;reading_date;1-0:1.8.0\r\nM-1;15.01.2026;1\nM-2;16.01.2026;2\rM-3;17.01.2026;3\n';
    const { rows } = await readAll(Buffer.from(text), READINGS);
    expect(rows.map((row) => [row.row, row.cells.meter_id])).toEqual([
      [2, 'M-1'],
      [3, 'M-2'],
      [4, 'M-3'],
    ]);
  });

  it('reads a Windows-1252 CSV (German Excel’s “CSV (Trennzeichen-getrennt)”) as its text', async () => {
    const text = 'meter_id;reading_date;1-0:1.8.0\nSchönhauser-1 €;15.01.2026;12,5\n';
    const euro = text.indexOf('€');
    const { rows } = await readAll(Buffer.from(text, 'latin1').fill(0x80, euro, euro + 1), READINGS);
    expect(rows[0]!.cells).toMatchObject({ meter_id: 'Schönhauser-1 €' });
  });
});

describe('readSpreadsheet: cells exceljs misreads', () => {
  it('keeps characters that straddle the inflated chunks of shared strings and inline strings', async () => {
    // Thousands of distinct German strings: the parts inflate in many chunks, which split some ä (exceljs
    // decodes each chunk on its own: the zip's entries are UTF-8 streams for it).
    const streets = Array.from({ length: 4000 }, (_, i) => `Schönhäuser Allee ${i} ÄÖÜß€`);
    const body = await xlsx([
      REQUIRED,
      ...streets.map((street, i) => [street, '1', '10115', 'Berlin', `M-${i}`, 'gas', 'm3']),
    ]);
    const inline = minimalXlsx(
      [
        rowXml(1, REQUIRED),
        ...streets.map((street, i) => rowXml(i + 2, [street, '1', '10115', 'Berlin', `M-${i}`, 'gas', 'm3'])),
      ].join(''),
    );
    for (const file of [body, inline]) {
      const { rows } = await readAll(file);
      expect(rows.map((row) => row.cells.street)).toEqual(streets);
    }
  });

  it('reads an ISO-date cell (t="d") as the date it writes, not as a day number', async () => {
    const body = minimalXlsx(
      [
        rowXml(1, ['meter_id', 'reading_date', '1-0:1.8.0']),
        '<row r="2"><c r="A2" t="inlineStr"><is><t>M-1</t></is></c><c r="B2" t="d"><v>2026-11-27T08:00:00</v></c><c r="C2"><v>5</v></c></row>',
      ].join(''),
    );
    const { rows } = await readAll(body, READINGS);
    expect(rows[0]!.messages).toEqual([]);
    // Handed on as the text it is, which the value parsers read as any date written as text.
    expect(rows[0]!.cells.reading_date).toBe('2026-11-27T08:00:00');
    expect(parseDateTime(rows[0]!.cells.reading_date!)).toEqual({
      ok: true,
      value: berlinInstant(Date.UTC(2026, 10, 27, 8)),
    });
  });

  it('refuses a cell without its address (r), naming its row, where exceljs failed with a TypeError', async () => {
    const body = minimalXlsx(
      `${rowXml(1, REQUIRED)}<row r="2"><c t="inlineStr"><is><t>Main St</t></is></c></row>`,
    );
    expect(await refusal(body)).toEqual([
      {
        row: 2,
        column: null,
        message:
          'A cell without its address (the r attribute) cannot be read: open the file in a spreadsheet program and save it again.',
      },
    ]);
  });

  it('a cell naming a shared string the file does not hold is a row message, not an empty cell', async () => {
    const strings =
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>only</t></si></sst>';
    const cells = ['999999', '-1', 'abc'].map(
      (index, i) => `<c r="${String.fromCharCode(65 + i)}2" t="s"><v>${index}</v></c>`,
    );
    const { rows } = await readAll(
      minimalXlsx(`${rowXml(1, REQUIRED)}<row r="2">${cells.join('')}</row>`, {}, [
        { name: 'xl/sharedStrings.xml', data: strings },
      ]),
    );
    const problem = 'The xlsx file is damaged: this cell names a shared string the file does not hold.';
    expect(rows[0]!.messages).toEqual(
      ['street', 'street_number', 'zip_code'].map((column) => ({ row: 2, column, message: problem })),
    );
  });
});

describe('readSpreadsheet: what is not a spreadsheet', () => {
  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual([
      { row: null, column: null, message: 'The file is empty.' },
    ]);
  });

  it('refuses by content, not by name: a PDF renamed .xlsx, an image, random bytes', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%'),
      Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
      Buffer.from('\n1 0 obj\n'),
    ]);
    const asciiPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const random = Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 151 + 7) % 256));
    for (const body of [pdf, asciiPdf, png, random])
      expect((await refusal(body))[0]!.message).toBe('The file is not a spreadsheet (xlsx or CSV).');
  });

  it('names an old .xls (or password-protected) workbook and UTF-16 text', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await refusal(ole))[0]!.message).toMatch(/Excel 97–2003 workbook \(\.xls\)/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('meter_id\n', 'utf16le')]);
    expect((await refusal(utf16))[0]!.message).toMatch(/UTF-16 text/);
  });

  it('refuses a zip that is no workbook, and a damaged zip', async () => {
    const zip = buildZip([{ name: 'readme.txt', data: 'hello' }]);
    expect((await refusal(zip))[0]!.message).toMatch(/zip archive but not an xlsx workbook/);
    const good = await xlsx([REQUIRED]);
    expect((await refusal(good.subarray(0, good.length - 30)))[0]!.message).toMatch(
      /^The xlsx file is damaged/,
    );
  });

  it('refuses a file above maxBytes before reading it', async () => {
    const messages = await refusal(Buffer.from('meter_id\nM-1\n'), limits({ maxBytes: 10 }));
    expect(messages[0]!.message).toBe('The file has 13 bytes; at most 10 are accepted.');
  });
});

describe('readSpreadsheet: zip bombs', () => {
  const header = rowXml(1, REQUIRED);
  // 8 MB of blanks inside the sheet's XML deflate to about 8 KB.
  const padding = ' '.repeat(8 * 1024 * 1024);

  it('refuses parts whose declared sizes add up to more than maxUncompressedBytes, before inflating', async () => {
    const bomb = minimalXlsx(`${header}${padding}`);
    expect(bomb.length).toBeLessThan(20_000);
    const messages = await refusal(bomb, limits({ maxUncompressedBytes: 1024 * 1024 }));
    expect(messages[0]!.message).toBe(
      'The xlsx file declares that it unpacks to more than 1,048,576 bytes (a zip bomb?); split it into smaller files.',
    );
  });

  it('refuses a part that inflates to more than it declares', async () => {
    const liar = minimalXlsx(`${header}${padding}`, { declaredSize: 1000 });
    const messages = await refusal(liar, limits({ maxUncompressedBytes: 1024 * 1024 }));
    expect(messages[0]!.message).toBe(
      'The xlsx file is damaged: a part holds more or less data than it declares.',
    );
  });

  it('refuses more parts than maxZipEntries, and too large shared strings', async () => {
    const many = buildZip(Array.from({ length: 20 }, (_, i) => ({ name: `part${i}.xml`, data: '<x/>' })));
    expect((await refusal(many, limits({ maxZipEntries: 10 })))[0]!.message).toBe(
      'The xlsx file has 20 parts; at most 10 are accepted.',
    );
    const strings = await xlsx([REQUIRED, ['a'.repeat(2000)]]);
    expect((await refusal(strings, limits({ maxSharedStringsBytes: 1000 })))[0]!.message).toMatch(
      /shared strings unpack to more than 1,000 bytes/,
    );
  });
});

describe('readSpreadsheet: sheets and header', () => {
  it('refuses a second sheet, naming the sheets', async () => {
    const body = await xlsx([REQUIRED], (workbook) => workbook.addWorksheet('Notes'));
    expect(await refusal(body)).toEqual([
      {
        row: null,
        column: null,
        message:
          'One sheet per file: this workbook has 2 ("Meters", "Notes"). Delete the others or save each sheet as its own file.',
      },
    ]);
  });

  it('refuses a sheet or CSV without a header row', async () => {
    const noHeader = 'The file has no header row (the first row names the columns).';
    expect((await refusal(await xlsx([])))[0]!.message).toBe(noHeader);
    expect((await refusal(Buffer.from('\uFEFF\n\n;;\n')))[0]!.message).toBe(noHeader);
  });

  it('refuses duplicated columns (naming both places), unknown ones (all in one message) and missing ones', async () => {
    const header = ['meter_id', 'Street', 'colour', 'street ', 'size', 'physical_medium'];
    const messages = await refusal(await xlsx([[], header]));
    expect(messages).toEqual([
      { row: 2, column: null, message: 'The column "street" appears twice: columns B and D.' },
      {
        row: 2,
        column: null,
        message: 'Unknown columns: "colour", "size". The columns are named as in an export.',
      },
      {
        row: 2,
        column: null,
        message: 'Required columns missing: "street_number", "zip_code", "city", "physical_unit".',
      },
    ]);
  });
});

describe('readSpreadsheet: hostile rows and cells', () => {
  it('refuses 1 000 001 empty CSV rows at maxRows without reading on', async () => {
    const body = Buffer.from(`${REQUIRED.join(';')}\n${'\n'.repeat(1_000_001)}`);
    const messages = await refusal(body);
    expect(messages).toEqual([
      {
        row: 1_000_002,
        column: null,
        message:
          'The file has more than 1,000,000 rows below its header (empty rows count too): split it into smaller files.',
      },
    ]);
  });

  it('builds no error object for a record of another length (35 µs each: a million empty rows took 35 s)', async () => {
    const errorsCounted = async (patched: boolean) => {
      const parser = parse({ delimiter: ';', relax_column_count: true });
      if (patched) allowAnyRecordLength(parser);
      const records = [];
      parser.end('a;b;c\n\nd\ne;f;g;h\n');
      for await (const record of parser) records.push(record);
      expect(records).toEqual([['a', 'b', 'c'], [''], ['d'], ['e', 'f', 'g', 'h']]);
      return parser.info.invalid_field_length;
    };
    expect(await errorsCounted(false)).toBe(3);
    expect(await errorsCounted(true)).toBe(0);
  });

  it('refuses 1 000 001 empty xlsx rows, and a row numbered beyond maxRows', async () => {
    let rows = rowXml(1, REQUIRED);
    for (let r = 2; r <= 1_000_002; r++) rows += `<row r="${r}"/>`;
    expect((await refusal(minimalXlsx(rows)))[0]!.row).toBe(1_000_002);
    const far = minimalXlsx(`${rowXml(1, REQUIRED)}${rowXml(2, ['x'])}${rowXml(1_000_002, ['y'])}`);
    expect((await refusal(far))[0]!.row).toBe(1_000_002);
  });

  it('refuses more cells than maxCells, counting a row up to its last cell', async () => {
    const text = `${REQUIRED.join(';')}\n${'a;;;;;;\n'.repeat(3)}`;
    expect(await refusal(Buffer.from(text), limits({ maxCells: 20 }))).toEqual([
      { row: 4, column: null, message: 'The file has more than 20 cells: split it into smaller files.' },
    ]);
  });

  it('refuses xlsx rows out of order', async () => {
    const body = minimalXlsx(`${rowXml(1, REQUIRED)}${rowXml(3, ['a'])}${rowXml(2, ['b'])}`);
    expect((await refusal(body))[0]!.message).toBe('The xlsx file is damaged: row 2 comes after row 3.');
  });

  it('a 10 MB xlsx cell is a row message (its value dropped); in a CSV the row is refused unbuffered', async () => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const { rows, hostile } = await readAll(await xlsx([REQUIRED, ['Main St', big, '10115']]));
    expect(hostile).toBe(true);
    expect(rows[0]!.cells).toMatchObject({ street: 'Main St', street_number: null, zip_code: '10115' });
    expect(rows[0]!.messages).toEqual([
      {
        row: 2,
        column: 'street_number',
        message: 'The cell holds 10,485,760 characters; at most 2,000 are accepted.',
      },
    ]);
    const csv = Buffer.from(`${REQUIRED.join(';')}\nMain St;${big};10115\n`);
    expect(await refusal(csv)).toEqual([
      { row: 2, column: null, message: 'Row 2 is longer than 128,000 characters; the file is refused.' },
    ]);
    const long = Buffer.from(`${REQUIRED.join(';')}\nMain St;${'y'.repeat(2001)};10115\n`);
    expect((await readAll(long)).rows[0]!.messages[0]!.message).toBe(
      'The cell holds 2,001 characters; at most 2,000 are accepted.',
    );
  });

  it('a NUL character is a row message, in xlsx and CSV', async () => {
    const expected = [{ row: 2, column: 'city', message: 'The cell holds a NUL character: remove it.' }];
    const { rows } = await readAll(Buffer.from(`${REQUIRED.join(',')}\nMain St,1,10115,Ber\0lin\n`));
    expect(rows[0]!.messages).toEqual(expected);
    expect(rows[0]!.cells.city).toBeNull();
    // Excel writes a NUL as _x0000_ (XML cannot hold it); _x005F_ escapes a literal "_x".
    const body = minimalXlsx(
      `${rowXml(1, REQUIRED)}${rowXml(2, ['Main St', '_x005F_x0031_', '10115', 'Ber_x0000_lin'])}`,
    );
    const sheet = await readAll(body);
    expect(sheet.rows[0]!.messages).toEqual(expected);
    expect(sheet.rows[0]!.cells.street_number).toBe('_x0031_');
    // Content no spreadsheet program writes: the import answers 400 (imports.test.ts).
    expect(sheet.hostile).toBe(true);
    // A raw NUL in the sheet's XML (no program writes one) refuses the file, saying what it is.
    const raw = minimalXlsx(`${rowXml(1, REQUIRED)}${rowXml(2, ['Main St', '1', '10115', 'Ber\0lin'])}`);
    expect(await refusal(raw)).toEqual([
      {
        row: null,
        column: null,
        message: expect.stringMatching(
          /^The xlsx file is damaged: its sheet holds a character XML does not allow \(a NUL or another control character, line 1, column \d+ of its XML\)\./,
        ),
      },
    ]);
  });

  it('a formula or an error value is a row message; a value under no header too', async () => {
    const body = await xlsx(
      [REQUIRED, ['Main St', { formula: '1+1', result: 2 }, { error: '#N/A' }]],
      (workbook) => {
        workbook.getWorksheet('Meters')!.getCell('J2').value = 'stray';
      },
    );
    const { rows, hostile } = await readAll(body);
    expect(hostile).toBe(false);
    expect(rows[0]!.messages).toEqual([
      { row: 2, column: 'street_number', message: FORMULA_PROBLEM },
      { row: 2, column: 'zip_code', message: 'The cell holds the error value #N/A.' },
      { row: 2, column: 'J', message: 'A value in column J, which has no header.' },
    ]);
    expect(rows[0]!.cells).toMatchObject({ street: 'Main St', street_number: null, zip_code: null });
  });
});

describe('readSpreadsheet: the work a file may cost', () => {
  it('refuses a file of 1 000 001 empty lines (no header) at the row limit', async () => {
    expect(await refusal(Buffer.from('\n'.repeat(1_000_001)))).toEqual([
      {
        row: 1_000_001,
        column: null,
        message:
          'The file has more than 1,000,000 rows without a header (empty rows count too): split it into smaller files.',
      },
    ]);
  });

  it('counts every cell element of an xlsx row against maxCells, one cell named again and again too', async () => {
    const body = minimalXlsx(`${rowXml(1, REQUIRED)}<row r="2">${'<c r="A2"/>'.repeat(30)}</row>`);
    expect(await refusal(body, limits({ maxCells: 20 }))).toEqual([
      { row: null, column: null, message: 'The file has more than 20 cells: split it into smaller files.' },
    ]);
  });

  it('refuses a file whose reading takes longer than maxReadSeconds, checked as it is read', async () => {
    const message = 'Reading the file took longer than 0 s: split it into smaller files.';
    const csv = Buffer.from(`${REQUIRED.join(';')}\n${'a;1;10115;Berlin;M;electricity;kWh\n'.repeat(100)}`);
    expect(await refusal(csv, limits({ maxReadSeconds: 0 }))).toEqual([{ row: null, column: null, message }]);
    // An xlsx is refused while its parts are inflated, before any row.
    const sheet = await xlsx([REQUIRED, ['Main St', '1', '10115']]);
    expect(await refusal(sheet, limits({ maxReadSeconds: 0 }))).toEqual([
      { row: null, column: null, message },
    ]);
  });

  it('refuses styles (a part exceljs reads whole) larger than maxPartBytes before inflating them', async () => {
    const styles = `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs>${'<xf numFmtId="0"/>'.repeat(100)}</cellXfs></styleSheet>`;
    const body = minimalXlsx(rowXml(1, REQUIRED), {}, [{ name: 'xl/styles.xml', data: styles }]);
    expect(await refusal(body, limits({ maxPartBytes: 1000 }))).toEqual([
      {
        row: null,
        column: null,
        message:
          "The xlsx file's part xl/styles.xml unpacks to more than 1,000 bytes; save the file again with fewer styles and names.",
      },
    ]);
  });

  it('counts a CSV’s lines for the progress total only until they pass the row limit', async () => {
    const body = Buffer.from('\n'.repeat(1_000_000));
    expect(await csvLines(body, 2_000_000, new ReadClock(120))).toBe(1_000_000);
    const counted = await csvLines(body, 10, new ReadClock(120));
    expect(counted).toBeGreaterThan(10);
    expect(counted).toBeLessThan(1_000_000);
  });

  it('lets other work run while it reads a large file', async () => {
    const body = Buffer.from(
      `${REQUIRED.join(';')}\n${'a;1;10115;Berlin;M;electricity;kWh\n'.repeat(100_000)}`,
    );
    const sheet = await readSpreadsheet(body, 'upload.csv', BASE);
    let read = 0;
    let readWhenOtherWorkRan: number | undefined;
    setImmediate(() => {
      readWhenOtherWorkRan = read;
    });
    for await (const _ of sheet.rows) read++;
    expect(read).toBe(100_000);
    expect(readWhenOtherWorkRan).toBeLessThan(100_000);
  });

  it('hands a huge tag on as it arrives, not once it ends (each chunk would copy and search all of it)', async () => {
    let consumed = 0;
    async function* chunks() {
      yield '<c r="A2" x="';
      for (let i = 0; i < 64; i++) {
        consumed++;
        yield 'a'.repeat(16 * 1024);
      }
      yield '"/></row>';
    }
    let consumedAtFirstPiece: number | undefined;
    for await (const _ of wholeTags(chunks(), (xml) => xml)) consumedAtFirstPiece ??= consumed;
    expect(consumedAtFirstPiece).toBeLessThan(64);
  });
});
