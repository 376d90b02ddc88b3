// npm run lint: no circle of imports among the TypeScript files of src/ (docs/architecture.md). Every
// import counts, a type-only one, a re-export and an import() included: each ties one file's meaning
// to another's, and a circle leaves no file to read first. Prints each circle as a loop and exits 1.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

import { ROOT } from './action-files.ts';

/** Each TypeScript file under `dir` with the files under `dir` it imports by a relative path. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name))
    .sort();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of `graph` (its strongly connected components of more than one file, or a file that
 * imports itself), each as one loop through all its files: the first file again at the end.
 */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, without recursion: src/ is deep enough to make a call stack matter.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    while (work.length) {
      const top = work[work.length - 1]!;
      const { file } = top;
      if (top.next === 0) {
        index.set(file, index.size);
        low.set(file, index.get(file)!);
        stack.push(file);
        onStack.add(file);
      }
      const targets = graph.get(file) ?? [];
      if (top.next < targets.length) {
        const target = targets[top.next++]!;
        if (!index.has(target)) work.push({ file: target, next: 0 });
        else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(file)!));
      if (low.get(file) !== index.get(file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || targets.includes(file)) components.push(component);
    }
  }
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** A loop through every file of one circle: from its first file, each next step the nearest unvisited. */
function loopThrough(graph: Map<string, string[]>, members: Set<string>): string[] {
  const first = [...members].sort()[0]!;
  const loop = [first];
  const left = new Set(members);
  left.delete(first);
  let at = first;
  while (left.size) {
    const path = shortestPath(graph, members, at, (file) => left.has(file));
    for (const file of path) left.delete(file);
    loop.push(...path);
    at = loop[loop.length - 1]!;
  }
  loop.push(...shortestPath(graph, members, at, (file) => file === first));
  return loop;
}

/** The files after `from` on a shortest way within `members` to the first file `goal` accepts. */
function shortestPath(
  graph: Map<string, string[]>,
  members: Set<string>,
  from: string,
  goal: (file: string) => boolean,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (goal(next)) {
        const path = [next];
        while (path[0] !== from && cameFrom.get(path[0]!) !== from) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      queue.push(next);
    }
  }
  throw new Error(`no way from ${from} within its circle`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(ROOT, process.argv[2] ?? 'src');
  const circles = circlesOf(importGraph(dir));
  const name = (file: string) => relative(dirname(dir), file);
  for (const circle of circles) console.error(`Circle of imports: ${circle.map(name).join(' -> ')}`);
  if (circles.length) {
    console.error(
      `${circles.length} circle(s) of imports in ${name(dir)}: move what both ends need to a file below them (docs/architecture.md).`,
    );
    process.exit(1);
  }
}
