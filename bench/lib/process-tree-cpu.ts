import { readFileSync, readdirSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) in milliseconds of a process and all its descendants, read from /proc (Linux). */
export function processTreeCpuMs(rootPid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the parenthesised command name: state, ppid, …; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), pid]);
    } catch {
      // The process ended while we were reading.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return (total / CLOCK_TICKS_PER_SECOND) * 1000;
}
