import { readFileSync, readdirSync } from "node:fs";

const PAGE_BYTES = 4096;
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Sums one figure of /proc/<pid>/stat over a process and all its descendants (Linux). `figure` gets the fields after
 * the parenthesised command name (state, ppid, …: field N of proc(5) is at index N − 3).
 */
function sumOverProcessTree(rootPid: number, figure: (fields: string[]) => number): number {
  const children = new Map<number, number[]>();
  const values = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      values.set(pid, figure(fields));
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we were reading.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += values.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Resident memory in bytes of a process and all its descendants (rss, field 24). */
export function processTreeRss(rootPid: number): number {
  return sumOverProcessTree(rootPid, (fields) => Number(fields[21]) * PAGE_BYTES);
}

/** CPU time in milliseconds (user + system, all threads; utime and stime, fields 14 and 15) of a process tree. */
export function processTreeCpuMs(rootPid: number): number {
  return (
    (sumOverProcessTree(rootPid, (fields) => Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND) * 1000
  );
}
