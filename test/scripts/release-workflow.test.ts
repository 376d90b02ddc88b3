// The release workflow gives each job only what its work needs: code of the dev dependencies (install
// scripts, the bundler) never runs where a token can write or sign.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { ROOT } from '../../scripts/action-files.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
}

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8')) as {
  permissions?: unknown;
  jobs: Record<string, Job>;
};
const jobs = Object.entries(workflow.jobs);
const runs = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n');
/** What runs a dependency's code: an install, an npm script, the build. */
const RUNS_DEPENDENCIES = /\bnpm (ci|install|run|test)\b|scripts\/build\.ts/;

describe('the release workflow', () => {
  it('grants nothing at the top: each job asks for its own permissions', () => {
    expect(workflow.permissions).toEqual({});
    for (const [, job] of jobs) expect(job.permissions).toBeDefined();
  });

  it('installs without install scripts and keeps no credentials from the checkout', () => {
    for (const [, job] of jobs) {
      for (const line of runs(job)
        .split('\n')
        .filter((l) => /\bnpm (ci|install)\b/.test(l)))
        expect(line).toContain('--ignore-scripts');
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@')))
        expect(step.with?.['persist-credentials']).toBe(false);
    }
  });

  it('runs no dependency where a token can write or sign', () => {
    const privileged = jobs.filter(([, job]) =>
      Object.entries(job.permissions ?? {}).some(([scope, level]) => level === 'write' && scope !== 'checks'),
    );
    expect(privileged.map(([name]) => name).sort()).toEqual(['move-major-tag', 'publish']);
    for (const [, job] of privileged) {
      expect(runs(job)).not.toMatch(RUNS_DEPENDENCIES);
      expect(job.steps.some((s) => s.uses?.startsWith('actions/checkout@'))).toBe(false);
      for (const line of runs(job)
        .split('\n')
        .filter((l) => /\bnpm publish\b/.test(l)))
        expect(line).toContain('--ignore-scripts');
    }
  });
});
