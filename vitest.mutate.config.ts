import { defineConfig } from 'vitest/config';

import { ASSUMPTIONS } from './src/api/assumptions.ts';
import base from './vitest.config.ts';

/** The file of each assumption's pinning test (`file › title`). */
const pinning = Object.values(ASSUMPTIONS).map((a) => a.pinnedBy.split(' › ')[0] ?? '');

// The tests `npm run mutate` runs against each mutant of src/api/ (stryker.config.json): the client's
// own, the fake service's, and the tests outside them that pin an assumption (ASSUMPTIONS' `pinnedBy`)
// or read a record through an adapter of src/api. Not the docs checks of the assumptions
// (test/scripts/service-records.test.ts): they hash the code the run measured, which Stryker's sandbox
// holds instrumented, so they would fail there with no mutant active.
// The main suite's projects and order name its own files (each project its own include): with them,
// every test would run against each mutant, those of dist/ too, which the mutation sandbox leaves out.
const { projects: _projects, sequence: _sequence, ...shared } = base.test ?? {};

export default defineConfig({
  test: {
    ...shared,
    // Not merged: mergeConfig would add these to the whole suite's.
    include: [
      ...new Set([
        'test/api/**/*.test.ts',
        'test/fake-service/**/*.test.ts',
        'test/scripts/layers.test.ts',
        'test/report/test-record*.test.ts',
        'test/actions/upload-app.test.ts',
        ...pinning,
      ]),
    ],
    reporters: ['default'],
  },
});
