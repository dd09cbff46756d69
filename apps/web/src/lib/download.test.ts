import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './download';

describe('attachmentFileName', () => {
  it('reads the quoted, the bare and the RFC 6266 name (which wins)', () => {
    expect(attachmentFileName('attachment; filename="2026-11-24_annual-report_2026.csv"')).toBe(
      '2026-11-24_annual-report_2026.csv',
    );
    expect(attachmentFileName('attachment; filename=report.csv')).toBe('report.csv');
    expect(attachmentFileName(`attachment; filename="M_ller.csv"; filename*=UTF-8''M%C3%BCller.csv`)).toBe(
      'Müller.csv',
    );
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
