import { decimalDigits } from '@portal/contracts';

/**
 * The typed value as the API's decimal text, or null when it is not a number. A decimal comma is read
 * as a point ("1234,5" as German users type it); the check is the contracts' own decimal rule.
 */
export function parseDecimalInput(input: string): string | null {
  const trimmed = input.trim();
  const text = trimmed.includes(',') && !trimmed.includes('.') ? trimmed.replace(',', '.') : trimmed;
  return decimalDigits(text) ? text : null;
}

/** A value as the edit field starts with it: the plain number, with a decimal comma in German. */
export function editableValue(value: number, language: string): string {
  const text = String(value);
  return language.startsWith('de') ? text.replace('.', ',') : text;
}
