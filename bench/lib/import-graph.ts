import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One source file's imports of other files of the repository, as repository-relative paths. */
export type ImportGraph = Map<string, string[]>;

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs"];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** The module specifiers a source file names (static and dynamic imports, re-exports, require). */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

/** tsconfig.json `paths` as prefix → repository folder, e.g. "@core/" → "core/". */
export type Aliases = Record<string, string>;

export function aliasesOf(tsconfig: { compilerOptions?: { paths?: Record<string, string[]> } }): Aliases {
  const aliases: Aliases = {};
  for (const [pattern, [target]] of Object.entries(tsconfig.compilerOptions?.paths ?? {})) {
    if (pattern.endsWith("/*") && target?.endsWith("/*"))
      aliases[pattern.slice(0, -1)] = path.normalize(target.slice(0, -1));
  }
  return aliases;
}

/** The repository file a specifier written in `from` names, or null for a package or a file that is not there. */
export function resolveSpecifier(root: string, from: string, specifier: string, aliases: Aliases): string | null {
  let base: string | null = null;
  if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else {
    const prefix = Object.keys(aliases).find((candidate) => specifier.startsWith(candidate));
    if (prefix !== undefined) base = path.join(aliases[prefix]!, specifier.slice(prefix.length));
  }
  if (base === null) return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

/** The graph of `files` (repository-relative), each file's imports resolved to files of the repository. */
export function buildImportGraph(root: string, files: readonly string[], aliases: Aliases): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(path.join(root, file), "utf8"))
      .map((specifier) => resolveSpecifier(root, file, specifier, aliases))
      .filter((target): target is string => target !== null && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph between groups of files (`groupOf` names a file's group; null leaves it out), self-edges dropped. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | null): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== null && to !== from) edges.add(to);
    }
  }
  return groups;
}

/** Pairs of groups that import each other, each pair once and sorted ("a ↔ b"). */
export function mutualPairs(groups: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [from, targets] of groups) {
    for (const to of targets) if (from < to && groups.get(to)?.has(from)) pairs.push(`${from} ↔ ${to}`);
  }
  return pairs.sort();
}

/** Strongly connected components of more than one node (Tarjan): the circles of the graph. */
export function circles(graph: Map<string, Iterable<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}

/**
 * Floors of an acyclic group graph: a group stands one floor above the highest group it imports (floor 1 = imports
 * none). Groups in a circle share the floor of the circle.
 */
export function floors(groups: Map<string, Set<string>>): Map<string, number> {
  const componentOf = new Map<string, string>();
  for (const component of circles(groups))
    for (const member of component) componentOf.set(member, component.join(" + "));
  const floor = new Map<string, number>();
  const visiting = new Set<string>();
  const floorOf = (group: string): number => {
    const known = floor.get(group);
    if (known !== undefined) return known;
    if (visiting.has(group)) return 0;
    visiting.add(group);
    const below = [...(groups.get(group) ?? [])].filter(
      (target) => componentOf.get(target) === undefined || componentOf.get(target) !== componentOf.get(group),
    );
    const result = 1 + Math.max(0, ...below.map(floorOf));
    visiting.delete(group);
    floor.set(group, result);
    return result;
  };
  for (const group of groups.keys()) floorOf(group);
  return floor;
}
