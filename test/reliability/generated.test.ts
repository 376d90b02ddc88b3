// The root action's retries, re-runs and comparison with the base through generated histories
// (histories.ts), each checked against every property there. `npm test` runs GENERATED_RUNS of them
// from a fixed seed; `npm run fuzz` runs more from a fresh seed (scripts/fuzz.ts). A failing history is
// printed with its seed and path, shrunk: `npm run fuzz -- <runs> <seed> <path>` replays it.
import { test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe } from 'vitest';

import { FakeGitHub } from '../fake-github/server.ts';
import { FakeService } from '../fake-service/server.ts';
import { historyArbitrary, HistoryWorld, PROPERTIES } from './histories.ts';
import { record } from './support.ts';

/** Histories per `npm test`; `npm run fuzz` sets FUZZ_RUNS. */
const GENERATED_RUNS = 1500;
const FIXED_SEED = 20260137;
const runs = Number(process.env.FUZZ_RUNS ?? GENERATED_RUNS);
const seed = Number(process.env.FUZZ_SEED ?? FIXED_SEED);
const path = process.env.FUZZ_PATH;

const service = new FakeService();
const github = new FakeGitHub();
let world: HistoryWorld;
beforeAll(async () => {
  await Promise.all([service.start(), github.start()]);
  world = new HistoryWorld(service, github);
});
afterAll(async () => {
  world[Symbol.dispose]();
  await Promise.all([service.stop(), github.stop()]);
  const violations = service.app.takeViolations();
  if (violations.length)
    throw new Error(`The fake service answered outside the spec:\n${violations.join('\n')}`);
});

describe('the root action through generated histories', () => {
  let played = 0;
  test.prop([historyArbitrary], { numRuns: runs, seed, ...(path ? { path } : {}) })(
    'keeps every property',
    async (history) => {
      const seen = await world.play(history);
      played++;
      for (const property of PROPERTIES) {
        const broken = property.check(seen);
        if (broken) throw new Error(`${property.name}: ${broken}`);
      }
    },
    600_000,
  );
  afterAll(() => {
    if (played)
      record({
        action: 'run',
        category: 'generated scenarios',
        case: `${played} histories (seed ${seed}): ${PROPERTIES.map((p) => p.name).join('; ')}`,
        outcome: 'every property held',
      });
  });
});
