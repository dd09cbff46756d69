import { z } from 'zod';
import { paginationParameter } from './common';

/** Spec §9: the annual report covers the years 2020 to the current one. */
export const REPORT_FIRST_YEAR = 2020;

/** The years the report may be asked for, newest first (the current one by the UTC calendar). */
export function reportYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= REPORT_FIRST_YEAR; year--) years.push(year);
  return years;
}

/**
 * GET reporting/?year=YYYY: four digits and nothing else (no sign, blanks, fraction or `Infinity`), a year
 * from 2020 to the current one when the request arrives.
 */
export const reportQuerySchema = z.strictObject({
  year: z.string().refine((value) => /^\d{4}$/.test(value) && reportYears().includes(Number(value)), {
    error: () => `Enter a year from ${REPORT_FIRST_YEAR} to ${new Date().getUTCFullYear()}.`,
  }),
  pagination: paginationParameter,
});

/**
 * The report's columns, in order: the CSV header row (server) and what the page describes (web).
 * One row per company (all but the companies administration, by name). Every row of a table counts for
 * the company in its `owner_company_id`: the company whose user created it, the "owner" the permission
 * rules name, so each building, meter, request and reading counts for exactly one company. The year runs
 * from 1 January 00:00 UTC to the next 1 January.
 */
export const REPORT_COLUMNS = [
  'company_name',
  'company_type',
  'custom_reference',
  /** Buildings it owns when the report is made (any status). */
  'buildings',
  /** Its meters with status active when the report is made. */
  'active_meters',
  /** Its reading requests created (`created`) in the year… */
  'requests_created',
  /** …of which are now success or success_selfservice… */
  'requests_succeeded',
  /** …or rejected or rejected_selfservice. */
  'requests_rejected',
  /**
   * Requests overdue at the year's end: created before it, still pending (new, postponed,
   * postponed_notified) and planned to end before `overdueDate(OVERDUE_BEFORE_DAYS, end)`, where `end` is
   * the next 1 January or, for the current year, now. The status is today's: a request answered after the
   * year's end no longer counts.
   */
  'requests_overdue',
  /** Its readings with a reading date in the year, by `origin`… */
  'readings_portal',
  'readings_app',
  'readings_import',
  /** …and those of them that answer a request made by the schedule (also counted by their origin). */
  'readings_schedule',
  /** Its readings in the year judged implausible. */
  'readings_implausible',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** Spec §9: the report file is named by the day it was made and the year it covers. */
export function reportFileName(year: number, now = new Date()): string {
  return `${now.toISOString().slice(0, 10)}_annual-report_${year}.csv`;
}
