import { describe, expect, it } from 'vitest';
import { exportFormat } from './exports.routes';

describe('the export format by Accept', () => {
  it.each([
    [undefined, 'xlsx'],
    ['*/*', 'xlsx'],
    ['text/csv', 'csv'],
    ['TEXT/CSV', 'csv'],
    ['text/*', 'csv'],
    ['text/csv; charset=utf-8', 'csv'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, text/csv', 'xlsx'],
    ['text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'csv'],
    ['text/csv;q=0.5, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['text/csv;q=0, */*', 'xlsx'],
    ['application/json, text/csv;q=0.1', 'csv'],
    ['application/json', 'xlsx'],
    ['text/csvx', 'xlsx'],
    ['text/csv; charset=UTF-8', 'csv'],
    ['text/csv; charset=latin1', 'xlsx'],
  ] as const)('Accept %s answers %s', (accept, format) => {
    expect(exportFormat(accept)).toBe(format);
  });
});
