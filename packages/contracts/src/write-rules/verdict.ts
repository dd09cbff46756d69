/**
 * What a write may do, decided before it is stored: the form, the API (POST/PUT/PATCH) and the import ask
 * the same pure functions (`judgeBuildingWrite`, `judgeMeterWrite`) and answer the same way. `refused`
 * fields are refused for the user (403, the first one answers); `errors` are the values' problems (400).
 */
export interface WriteVerdict {
  refused: Array<{ field: string; message: string }>;
  errors: Record<string, string[]>;
}

export const newVerdict = (): WriteVerdict => ({ refused: [], errors: {} });

export function addError(verdict: WriteVerdict, field: string, message: string) {
  verdict.errors[field] = [...(verdict.errors[field] ?? []), message];
}

export const REQUIRED = 'This field is required.';
export const READ_ONLY_ON_EDIT = 'This field cannot be changed after creation.';

/**
 * Whether a written value repeats the stored one (as a file or a form shows it): a date as its ISO text, a
 * number as a number, text trimmed with its line ends folded, an empty text as none. A repeat is no change
 * and needs no permission: an export re-imports unchanged, a form saved untouched changes nothing.
 */
export function sameStoredValue(stored: unknown, written: unknown): boolean {
  const a = normalize(stored);
  const b = normalize(written);
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  if (typeof b === 'number') return a !== null && Number(a) === b;
  if (typeof a === 'string' && typeof b === 'string') return a.replace(/\r\n?/g, '\n').trim() === b.trim();
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined || value === '') return null;
  return value;
}

/**
 * The written fields whose value differs from the stored object's (`stored` null: a new object, where a
 * field written empty sets nothing). `defaults`: where a field left empty takes a default, an empty value
 * and a stored default are the same (an import's empty cell on a building or meter that has it).
 */
export function changedFields<T extends Record<string, unknown>>(
  stored: Record<string, unknown> | null,
  written: T,
  defaults: Record<string, unknown> = {},
): Partial<T> {
  const repeats = (field: string, value: unknown) => {
    const before = stored?.[field] ?? null;
    return (
      sameStoredValue(before, value) || (normalize(value) === null && before === (defaults[field] ?? null))
    );
  };
  return Object.fromEntries(
    Object.entries(written).filter(([field, value]) => value !== undefined && !repeats(field, value)),
  ) as Partial<T>;
}
