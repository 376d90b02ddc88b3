// npm run fuzz [-- RUNS [SEED [PATH]]]: the generated histories of the root action
// (test/reliability/generated.test.ts) in a longer run than `npm test` makes, from a fresh seed unless
// one is given; a seed and path that failed replay that history.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { ROOT } from './action-files.ts';

const [runs = '20000', seed = String(Math.floor(Math.random() * 2 ** 31)), path] = process.argv.slice(2);
console.log(`fuzz: ${runs} histories from seed ${seed}${path ? `, path ${path}` : ''}`);
const run = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/reliability/generated.test.ts'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, ...(path ? { FUZZ_PATH: path } : {}) },
  },
);
process.exit(run.status ?? 1);
