/**
 * Where the CPU went during a benchmark (Linux /proc): samples the CPU time of groups of processes at
 * the start and the end of a window and prints each group's share in cores, and the whole machine's.
 *
 *   npx tsx bench/cpu-share.ts <seconds> postgres=<postmaster pid>+ servers=<pid>,<pid> pgbouncer=<pid> …
 *
 * A group is `name=pid,pid,…`; `pid+` also counts that process's descendants as they are at both ends
 * (PostgreSQL's backends, which behind PgBouncer live for the whole run; npx's node under its shell). Prints one line per group:
 * cores used on average (1.00 = one core busy) and the machine's total and load average.
 */
import { readdirSync, readFileSync } from 'node:fs';

const ticks = 100; // USER_HZ on Linux
const [seconds, ...specs] = process.argv.slice(2);
const groups = specs.map((spec) => {
  const [name, list] = spec.split('=') as [string, string];
  return { name, pids: list.split(',') };
});

function stat(pid: string): { ppid: string; cpu: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: fields[1]!, cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone
  }
}
function sample(): Map<string, Map<string, number>> {
  const all = new Map<string, { ppid: string; cpu: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const s = stat(pid);
    if (s) all.set(pid, s);
  }
  const result = new Map<string, Map<string, number>>();
  for (const group of groups) {
    const cpu = new Map<string, number>();
    for (const entry of group.pids) {
      const pid = entry.replace('+', '');
      const own = all.get(pid);
      if (own) cpu.set(pid, own.cpu);
      if (!entry.endsWith('+')) continue;
      const family = new Set([pid]);
      for (let grown = true; grown; ) {
        grown = false;
        for (const [child, s] of all)
          if (family.has(s.ppid) && !family.has(child)) {
            family.add(child);
            cpu.set(child, s.cpu);
            grown = true;
          }
      }
    }
    result.set(group.name, cpu);
  }
  return result;
}
function machine(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3]! + numbers[4]!;
  const total = numbers.reduce((sum, x) => sum + x, 0);
  return { busy: total - idle, total };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadBefore = load();
const before = sample();
const machineBefore = machine();
const start = performance.now();
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
const after = sample();
const machineAfter = machine();
const elapsed = (performance.now() - start) / 1000;
const parts: string[] = [];
for (const group of groups) {
  let used = 0;
  for (const [pid, cpu] of after.get(group.name)!) used += cpu - (before.get(group.name)!.get(pid) ?? 0);
  parts.push(`${group.name} ${(used / ticks / elapsed).toFixed(2)}`);
}
const cores = (machineAfter.busy - machineBefore.busy) / ticks / elapsed;
console.log(
  `cores over ${elapsed.toFixed(1)} s: ${parts.join(', ')}; machine ${cores.toFixed(2)} busy; load average ${loadBefore} → ${load()}`,
);
