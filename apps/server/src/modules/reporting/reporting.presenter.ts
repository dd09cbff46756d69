import { REPORT_COLUMNS } from '@portal/contracts';
import { csvDocument } from '../../http/csv';
import type { CompanyCounts } from './reporting.repository';

interface ReportCompany {
  id: string;
  name: string;
  company_type: string;
  custom_reference: string | null;
}

/** The CSV file: a row per company in the given order, its figures merged from the grouped counts (0 where none). */
export function presentReport(companies: readonly ReportCompany[], counts: readonly CompanyCounts[]): string {
  const figures = new Map<string, CompanyCounts>();
  for (const row of counts) figures.set(row.company_id, { ...figures.get(row.company_id), ...row });
  const rows = companies.map((company) => {
    const own: Record<string, string | number | null | undefined> = {
      ...figures.get(company.id),
      company_name: company.name,
      company_type: company.company_type,
      custom_reference: company.custom_reference,
    };
    return REPORT_COLUMNS.map((column) => own[column] ?? (column === 'custom_reference' ? null : 0));
  });
  return csvDocument(REPORT_COLUMNS, rows);
}
