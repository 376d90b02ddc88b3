// npm run examples: every workflow of docs/examples/ run as GitHub would run it, and every docs/ci/
// file that runs `cloudtest` run in a shell with its CI's variables, through the built dist/ (and the
// package it packs), against the fake service and the fake GitHub; each checked for what its header
// promises (test/examples/). One line per file with its result; exits 1 when one failed.
//
//   npm run examples [-- FILE…] [--node PATH…]
//
// FILE: only the examples that run these files. --node PATH: a Node.js binary, as another CI image
// would carry it, that runs docs/ci/README.md and docs/ci/gitlab-ci.yml as well (between them every
// command of `cloudtest`; the Node.js on the PATH runs every file).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

import { type FileResult, runExamples } from '../test/examples/run-examples.ts';
import { ROOT } from './action-files.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { node: { type: 'string', multiple: true, default: [] } },
});

if (!existsSync(join(ROOT, 'dist', 'cloudtest.js'))) {
  console.error('dist/ is not built: run npm run build first.');
  process.exit(2);
}

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (r: FileResult) =>
  `${r.ok ? 'passed' : 'FAILED'}  ${r.file}  ${r.summary}${r.ms ? ` (${seconds(r.ms)})` : ''}`;
const results = await runExamples({
  ...(positionals.length ? { only: positionals.map((f) => relative(ROOT, join(process.cwd(), f))) } : {}),
  ...(values.node.length ? { nodes: values.node } : {}),
  onResult: (r) => console.log(line(r)),
});
const failed = results.filter((r) => !r.ok);
for (const r of failed) if (r.detail) console.error(`\n${r.file}: ${r.summary}\n${r.detail}`);
console.log(
  `\n${results.length - failed.length} of ${results.length} files passed in ${seconds(Date.now() - started)}.`,
);
if (failed.length) process.exit(1);
