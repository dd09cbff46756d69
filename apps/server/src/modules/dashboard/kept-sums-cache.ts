/** Sums per group (the statistics: one group ''; readings per month: one per month) → column → number. */
export type GroupSums = Record<string, Record<string, number>>;

/**
 * Sums of kept counts (building_counts, migration 0010) as last read per question and scope, with the
 * generation they were read at (migration 0012). They stay exact while the generation is unchanged:
 * kept rows change only together with it, and what was written since lies in the deltas, which every
 * read sums afresh. The scope's fingerprint (its sorted building ids, hashed) is computed by every read,
 * so a changed scope (a meter's new supplier) misses. One per server and database; the least recently
 * used entry goes first.
 */
export class KeptSumsCache {
  private readonly entries = new Map<string, { generation: string; sums: GroupSums }>();

  constructor(private readonly capacity = 2_000) {}

  get(key: string, generation: string): GroupSums | undefined {
    const entry = this.entries.get(key);
    if (entry?.generation !== generation) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry); // now the most recently used
    return entry.sums;
  }

  set(key: string, generation: string, sums: GroupSums): void {
    this.entries.delete(key);
    this.entries.set(key, { generation, sums });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Group by group, column by column: a + b. */
export function addSums(a: GroupSums, b: GroupSums): GroupSums {
  const total: GroupSums = {};
  for (const sums of [a, b]) {
    for (const [group, columns] of Object.entries(sums)) {
      total[group] ??= {};
      const into = total[group];
      for (const [column, n] of Object.entries(columns)) into[column] = (into[column] ?? 0) + Number(n);
    }
  }
  return total;
}
