// Runs the examples (examples.ts) side by side, each in a world of its own, and says of every file of
// docs/examples/ and of every docs/ci/ file that runs `cloudtest` what became of it: a file no example
// covers fails too, so a new example cannot go unrun.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../../scripts/action-files.ts';
import { EXAMPLES_DIR, QUARANTINE_EXAMPLE } from '../../scripts/validate-metadata.ts';
import { packedTarball } from '../support/installed-cli.ts';
import {
  combinedCheck,
  deviceMatrix,
  devicesFromTheService,
  forkPullRequests,
  hardenedMode,
  matrixDevices,
  shardedSuite,
  tunnelWebDriverTests,
  uploadThenTest,
} from './build-examples.ts';
import { CI_FILES, type CiPlace } from './ci-files.ts';
import {
  codelessSuiteExample,
  mergeQueue,
  nightly,
  previewDeployment,
  resultsElsewhere,
} from './codeless-examples.ts';
import { BrokenPromise, type Example, ExampleRun, repositoryTexts, type Texts } from './examples.ts';
import { type ExampleWorld, startWorld } from './world.ts';

/** Every example, in the order they start (the longest first). */
export const EXAMPLES: readonly Example[] = [
  combinedCheck,
  shardedSuite,
  deviceMatrix,
  tunnelWebDriverTests,
  mergeQueue,
  nightly,
  codelessSuiteExample,
  previewDeployment,
  resultsElsewhere,
  devicesFromTheService,
  matrixDevices,
  uploadThenTest,
  forkPullRequests,
  hardenedMode,
];

export interface FileResult {
  file: string;
  ok: boolean;
  /** What ran (`push, pull_request, merge_group ×2`), or why it failed. */
  summary: string;
  /** The broken promise, in the header's words. */
  promise?: string;
  detail?: string;
  ms: number;
}

export interface RunExamplesOptions {
  /** Texts in place of the repository's files (a mutated copy of an example). */
  texts?: Texts;
  /** Only the examples that run one of these files. */
  only?: readonly string[];
  /** How many examples run at once. */
  concurrency?: number;
  /** Told of each file's result as it is known. */
  onResult?: (result: FileResult) => void;
  /** Other Node.js binaries (a CI image's) that run the docs/ci/ files covering every command. */
  nodes?: readonly string[];
}

/** `a, b, b, c` → `a, b ×2, c` */
function summarize(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, n]) => (n > 1 ? `${label} ×${n}` : label)).join(', ');
}

async function runExample(example: Example, texts: Texts): Promise<FileResult[]> {
  const started = Date.now();
  const world = await startWorld();
  const at = new ExampleRun(world, texts);
  let failure: { promise?: string; summary: string; detail?: string } | undefined;
  try {
    await example.run(at);
  } catch (error) {
    failure =
      error instanceof BrokenPromise
        ? { promise: error.promise, summary: `broke "${error.promise}"`, detail: error.detail }
        : { summary: `could not run: ${(error as Error).message}`, detail: (error as Error).stack };
  } finally {
    await world[Symbol.asyncDispose]();
  }
  const ms = Date.now() - started;
  return example.files.map((file) => ({
    file,
    ok: !failure,
    summary: failure?.summary ?? summarize(at.ran),
    ...(failure?.promise ? { promise: failure.promise } : {}),
    ...(failure?.detail ? { detail: failure.detail } : {}),
    ms,
  }));
}

/** The files `npm run examples` must cover: the workflows of docs/examples/, the files of docs/ci/ that run `cloudtest`. */
export function exampleFiles(): string[] {
  const workflows = readdirSync(join(ROOT, EXAMPLES_DIR))
    .filter((name) => /\.ya?ml$/.test(name) && name !== QUARANTINE_EXAMPLE)
    .map((name) => `${EXAMPLES_DIR}/${name}`);
  const ci = readdirSync(join(ROOT, 'docs/ci'))
    .map((name) => `docs/ci/${name}`)
    .filter((file) =>
      /\bcloudtest (?:run|tunnel|upload|report|devices|--)/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
  return [...workflows, ...ci].sort();
}

/** The places the docs/ci/ files run in: this checkout's package on each Node.js, one npm cache for all. */
function placesFor(nodes: readonly string[]): (world: ExampleWorld) => Promise<CiPlace[]> {
  let cache: string | undefined;
  return async (world) => {
    if (!cache) {
      cache = mkdtempSync(join(tmpdir(), 'cloudtest-npm-cache-'));
      const made = cache;
      process.once('exit', () => rmSync(made, { recursive: true, force: true }));
    }
    const { tarball } = packedTarball();
    return [process.execPath, ...nodes].map((node) => ({
      world,
      tarball,
      node,
      version: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
      npmCache: cache ?? '',
    }));
  };
}

/** Runs the examples; a result per file, every file of docs/examples/ and docs/ci/ named. */
export async function runExamples(options: RunExamplesOptions = {}): Promise<FileResult[]> {
  const texts = options.texts ?? repositoryTexts;
  const places = placesFor(options.nodes ?? []);
  const all = [...CI_FILES.map((make) => make(places)), ...EXAMPLES];
  const chosen = all.filter((e) => !options.only || e.files.some((f) => options.only?.includes(f)));
  const results: FileResult[] = [];
  const report = (result: FileResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  const queue = [...chosen];
  const worker = async () => {
    for (let example = queue.shift(); example; example = queue.shift())
      for (const result of await runExample(example, texts)) report(result);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 3 }, worker));
  if (!options.only) {
    const covered = new Set(all.flatMap((e) => e.files));
    for (const file of exampleFiles())
      if (!covered.has(file)) report({ file, ok: false, summary: 'no example runs it', ms: 0 });
  }
  return results;
}
