/** Outcome of a bulk action: counts for the snackbars, and each failure with its item. */
export interface BulkResult<Item> {
  succeeded: number;
  failed: number;
  errors: { item: Item; error: unknown }[];
}

export interface RunBulkOptions {
  /** Calls in flight at once (default 1: one after the other, gentle on the server). */
  concurrency?: number;
}

/**
 * Sends one call per selected item (the API has no batch endpoints) and collects the outcome.
 * A failing item does not stop the others. Calls start in the order of `items`.
 */
export async function runBulk<Item>(
  items: readonly Item[],
  call: (item: Item) => Promise<unknown>,
  { concurrency = 1 }: RunBulkOptions = {},
): Promise<BulkResult<Item>> {
  const result: BulkResult<Item> = { succeeded: 0, failed: 0, errors: [] };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as Item;
      try {
        await call(item);
        result.succeeded++;
      } catch (error) {
        result.failed++;
        result.errors.push({ item, error });
      }
    }
  };
  const workers = Math.max(1, Math.min(concurrency, items.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return result;
}

export interface BulkMessages {
  /** E.g. (n) => t('buildings.bulk.statusChanged', { count: n }). */
  success: (count: number) => string;
  failure: (count: number, errors: unknown[]) => string;
}

type Show = (message: { message: string; severity: 'success' | 'error' }) => void;

/** Shows "N changed" in green and/or "M failed" in red, as the spec asks after each bulk action. */
export function reportBulkResult<Item>(show: Show, result: BulkResult<Item>, messages: BulkMessages): void {
  if (result.succeeded > 0) show({ message: messages.success(result.succeeded), severity: 'success' });
  if (result.failed > 0) {
    const errors = result.errors.map((entry) => entry.error);
    show({ message: messages.failure(result.failed, errors), severity: 'error' });
  }
}
