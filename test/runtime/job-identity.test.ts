import { describe, expect, it } from 'vitest';
import {
  buildNameOf,
  defaultBuildName,
  jobBuildName,
  jobIdentityOf,
  legOf,
  stableCheckName,
} from '../../src/runtime/job-identity.ts';

const RUN = {
  GITHUB_JOB: 'e2e',
  GITHUB_RUN_ID: '1234',
  GITHUB_RUN_ATTEMPT: '1',
  GITHUB_REPOSITORY: 'octo/shop',
};
const CHROME = JSON.stringify({ browser: 'chrome', os: 'linux' }, null, 2);

describe('the matrix leg', () => {
  it('reads the values in the order the workflow gave them', () => {
    expect(legOf(CHROME)).toBe('chrome, linux');
    expect(legOf('{"node": 24, "include": {"shard": "1/3"}}')).toBe('24, 1/3');
    expect(legOf('{"devices": ["Pixel 9", "iPhone 16"]}')).toBe('Pixel 9, iPhone 16');
  });

  it('is none outside a matrix, and for what is not JSON', () => {
    for (const input of [undefined, '', 'null', '{}', 'not json', '[]']) expect(legOf(input)).toBeUndefined();
  });

  it('is cut to a length a check name can show', () => {
    const leg = legOf(JSON.stringify({ a: 'x'.repeat(200) }));
    expect(leg).toHaveLength(60);
    expect(leg?.endsWith('…')).toBe(true);
  });
});

describe('check names', () => {
  it('stay the same from run to run and attempt to attempt of one leg', () => {
    const first = stableCheckName('Cloud tests', jobIdentityOf(RUN, CHROME));
    const rerun = stableCheckName(
      'Cloud tests',
      jobIdentityOf({ ...RUN, GITHUB_RUN_ID: '9876', GITHUB_RUN_ATTEMPT: '2' }, CHROME),
    );
    expect(first).toBe('Cloud tests (e2e, chrome, linux)');
    expect(rerun).toBe(first);
  });

  it('differ between legs and jobs', () => {
    const firefox = JSON.stringify({ browser: 'firefox', os: 'linux' });
    const names = new Set([
      stableCheckName('Cloud tests', jobIdentityOf(RUN, CHROME)),
      stableCheckName('Cloud tests', jobIdentityOf(RUN, firefox)),
      stableCheckName('Cloud tests', jobIdentityOf({ ...RUN, GITHUB_JOB: 'smoke' }, CHROME)),
    ]);
    expect(names.size).toBe(3);
  });

  it('are the base alone outside Actions', () => {
    expect(stableCheckName('Codeless tests', jobIdentityOf({}))).toBe('Codeless tests');
  });
});

describe('the default build name', () => {
  it('holds repository, run, attempt, job and leg, so every run, attempt and leg has its own', () => {
    expect(defaultBuildName(jobIdentityOf(RUN, CHROME))).toBe('shop-1234-1-e2e-chrome-linux');
    expect(defaultBuildName(jobIdentityOf({ ...RUN, GITHUB_RUN_ATTEMPT: '2' }))).toBe('shop-1234-2-e2e');
  });

  it('is none outside a workflow run', () => {
    expect(defaultBuildName(jobIdentityOf({ GITHUB_JOB: 'e2e' }))).toBeUndefined();
  });

  it('is made of parts any host gives, each cut to safe letters, an empty project or job named', () => {
    expect(buildNameOf(['acme shop', '77', '9001', 'e2e: [chrome, linux]', undefined])).toBe(
      'acme-shop-77-9001-e2e-chrome-linux',
    );
    expect(buildNameOf([undefined, '42', undefined, '', undefined])).toBe('repo-42-job');
  });

  it('gives way to CLOUDTEST_BUILD', () => {
    const identity = jobIdentityOf(RUN, CHROME);
    expect(jobBuildName({ CLOUDTEST_BUILD: ' mine ' }, identity)).toBe('mine');
    expect(jobBuildName({}, identity)).toBe('shop-1234-1-e2e-chrome-linux');
  });
});
