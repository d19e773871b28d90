import { readFileSync, readdirSync } from "node:fs";

/** Resident memory in bytes of a process and all its descendants, read from /proc (Linux). */
export function processTreeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the parenthesised command name: state, ppid, … ; rss (pages) is field 24.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we were reading.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
