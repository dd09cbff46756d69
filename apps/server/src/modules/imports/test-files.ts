/** Test helpers (used by the tests only): the required columns, and zips and minimal xlsx files written by hand, so they can lie. */
import { crc32, deflateRawSync } from 'node:zlib';
import { TRANSFER_COLUMNS } from '@portal/contracts';

/** The columns a BASE import row must fill, in the order of the file's columns. */
export const REQUIRED = TRANSFER_COLUMNS.BASE.filter((column) => column.required).map(
  (column) => column.name,
);

export interface ZipPart {
  name: string;
  data: Buffer | string;
  /** Stored instead of deflated. */
  store?: boolean;
  /** The uncompressed size written in both headers, whatever the data holds (a lie, if it differs). */
  declaredSize?: number;
}

/** A zip as the format describes it: local headers and data, then the central directory. */
export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.from(part.data);
    const body = part.store ? data : deflateRawSync(data);
    const name = Buffer.from(part.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at); // flags: UTF-8 names
      header.writeUInt16LE(part.store ? 0 : 8, at + 2);
      header.writeUInt16LE(0, at + 4); // time
      header.writeUInt16LE(0x21, at + 6); // 1980-01-01
      header.writeUInt32LE(crc32(data), at + 8);
      header.writeUInt32LE(body.length, at + 12);
      header.writeUInt32LE(part.declaredSize ?? data.length, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** `<row>` XML of inline-string cells: ['a', 'b'] in row 1 → cells A1 and B1. */
export function rowXml(row: number, values: string[]): string {
  const cells = values
    .map(
      (value, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="inlineStr"><is><t>${value}</t></is></c>`,
    )
    .join('');
  return `<row r="${row}">${cells}</row>`;
}

/**
 * An xlsx of one sheet whose sheetData is `sheetData`, written by hand; `sheetPart` overrides the sheet's
 * part, `extraParts` are added (shared strings, styles).
 */
export function minimalXlsx(
  sheetData: string,
  sheetPart: Partial<ZipPart> = {},
  extraParts: ZipPart[] = [],
): Buffer {
  return buildZip([
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
      ...sheetPart,
    },
    ...extraParts,
  ]);
}
