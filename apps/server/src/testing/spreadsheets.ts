import ExcelJS from 'exceljs';

/** The first sheet of an xlsx file as rows of cell values (ExcelJS's 1-based row values, from column A). */
export async function xlsxRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
