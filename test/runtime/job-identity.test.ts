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

const textOf = (matrix: string | undefined) => legOf(matrix).leg;

describe('the matrix leg', () => {
  it('reads each value after its key, in the order the workflow gave them', () => {
    expect(textOf(CHROME)).toBe('browser: chrome, os: linux');
    expect(textOf('{"node": 24, "include": {"shard": "1/3"}}')).toBe('node: 24, shard: 1/3');
    expect(textOf('{"devices": ["Pixel 9", "iPhone 16"]}')).toBe('Pixel 9, iPhone 16');
  });

  it('quotes a string that could be read as another value, and a key that is not a plain word', () => {
    expect(textOf('{"python": "3.10", "node": 20, "debug": "true", "tag": ""}')).toBe(
      'python: "3.10", node: 20, debug: "true", tag: ""',
    );
    expect(textOf('{"a": "x, y", "the os": " linux"}')).toBe('a: "x, y", "the os": " linux"');
  });

  it('is none outside a matrix, and for what is not JSON', () => {
    for (const input of [undefined, '', 'null', '{}', 'not json', '[]']) expect(legOf(input)).toEqual({});
  });

  it('is cut to a length a check name can show, between characters', () => {
    const text = textOf(JSON.stringify({ a: 'x'.repeat(200) }));
    expect(text).toHaveLength(60);
    expect(text?.endsWith('…')).toBe(true);
    // 😀 is two UTF-16 units: a cut by units would leave half of one at unit 59.
    const emoji = textOf(JSON.stringify({ a: `x${'😀'.repeat(40)}` }));
    expect(emoji?.isWellFormed()).toBe(true);
    expect(emoji).toBe(`a: x${'😀'.repeat(27)}…`);
  });

  it('has a hash of the whole value that is the same however the runner spaced it', () => {
    const compact = legOf(JSON.stringify({ browser: 'chrome', os: 'linux' })).legHash;
    // A plain leg's text tells it apart: its names need no hash.
    expect(compact).toEqual({
      value: expect.stringMatching(/^[0-9a-f]{8}$/),
      inCheckName: false,
      inBuildName: false,
    });
    expect(legOf(CHROME).legHash?.value).toBe(compact?.value);
    expect(legOf(JSON.stringify({ browser: 'chrome', os: 'mac' })).legHash?.value).not.toBe(compact?.value);
  });

  it('keeps no control character from the matrix', () => {
    const text = textOf(JSON.stringify({ browser: 'chr\u0000ome\u001b[31m', os: 'li\nnux' }));
    expect(text).toBe('browser: chrome, os: "li\\nnux"');
  });

  it('reads a matrix thousands of levels deep without recursion: no leg text, its hash, a warning', () => {
    let deep = '"x"';
    for (let i = 0; i < 3_000; i++) deep = `{"a":${deep}}`;
    const warnings: string[] = [];
    const identity = jobIdentityOf(RUN, deep, (m) => warnings.push(m));
    expect(identity.leg).toBeUndefined();
    expect(identity.legHash).toMatchObject({ inCheckName: true, inBuildName: true });
    expect(warnings).toEqual([
      expect.stringMatching(/^The matrix input is nested more than 16 levels deep: /),
    ]);
    expect(stableCheckName('Cloud tests', identity)).toBe(`Cloud tests (e2e · ${identity.legHash?.value})`);
    expect(defaultBuildName(identity)).toBe(`shop-1234-1-e2e-${identity.legHash?.value}`);
    // The same input on a re-run: the same names.
    const rerun = jobIdentityOf({ ...RUN, GITHUB_RUN_ATTEMPT: '2' }, deep);
    expect(stableCheckName('Cloud tests', rerun)).toBe(stableCheckName('Cloud tests', identity));
  });

  it('keeps its values in order as GitHub names a matrix job by them, innermost ones of a nesting too', () => {
    expect(jobIdentityOf(RUN, '{"device":"Pixel 8","api":34,"dark":true}').values).toEqual([
      'Pixel 8',
      '34',
      'true',
    ]);
    expect(jobIdentityOf(RUN, '{"os":{"name":"ubuntu","version":"24.04"}}').values).toEqual([
      'ubuntu',
      '24.04',
    ]);
    expect(jobIdentityOf(RUN, 'null').values).toBeUndefined();
    expect(jobIdentityOf(RUN, undefined).values).toBeUndefined();
  });

  it('warns of a matrix input too long to read, and names the leg by its hash', () => {
    const warnings: string[] = [];
    const huge = JSON.stringify({ a: 'x'.repeat(70_000) });
    const identity = jobIdentityOf(RUN, huge, (m) => warnings.push(m));
    expect(warnings[0]).toMatch(/^The matrix input is 70008 characters long/);
    expect(identity.leg).toBeUndefined();
  });
});

describe("a leg of actions/shard's matrix", () => {
  /** A leg as the shard's matrix gives it, with `toJSON(matrix)`'s spacing. */
  const shardLeg = (leg: number, legs: number, tests: string[], predicted: number | null, extra = {}) =>
    JSON.stringify({ ...extra, leg, legs, tests, 'predicted-seconds': predicted }, null, 2);
  const names = (matrix: string) => {
    const identity = jobIdentityOf(RUN, matrix);
    return { check: stableCheckName('Cloud tests', identity), build: defaultBuildName(identity) };
  };

  it('is known by its number alone: not its tests, the number of legs or the prediction', () => {
    const first = names(shardLeg(3, 8, ['login', 'checkout'], 412.5));
    expect(first).toEqual({ check: 'Cloud tests (e2e, leg: 3)', build: 'shop-1234-1-e2e-leg-3' });
    expect(names(shardLeg(3, 6, ['search', 'cart', 'login'], 380))).toEqual(first);
    expect(names(shardLeg(3, 6, ['search'], null))).toEqual(first);
    expect(names(shardLeg(4, 8, ['login', 'checkout'], 412.5)).check).toBe('Cloud tests (e2e, leg: 4)');
    // The same leg given by hand names it the same, so a leg too long for an input can be passed short.
    expect(names('{"leg": 3}')).toEqual(first);
  });

  it('keeps the other values of its matrix, and is found under a key of its own', () => {
    expect(names(shardLeg(2, 4, ['a'], 10, { browser: 'chrome' })).check).toBe(
      'Cloud tests (e2e, browser: chrome, leg: 2)',
    );
    const nested = (tests: string[]) =>
      JSON.stringify({ shard: JSON.parse(shardLeg(2, 4, tests, 10)) as unknown });
    const under = names(nested(['a', 'b']));
    expect(under.check).toMatch(/^Cloud tests \(e2e, leg: 2 · [0-9a-f]{8}\)$/);
    expect(names(nested(['c']))).toEqual(under);
  });

  it('is named by its number however many tests it holds, past what other matrix values may be', () => {
    const tests = Array.from({ length: 3_000 }, (_, i) => `checkout › pays with card number ${i}`);
    const long = shardLeg(5, 8, tests, 599);
    expect(long.length).toBeGreaterThan(100_000);
    const warnings: string[] = [];
    const identity = jobIdentityOf(RUN, long, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    expect(stableCheckName('Cloud tests', identity)).toBe('Cloud tests (e2e, leg: 5)');
  });

  it('gives the reports of the leg what the plan gave it: its prediction and its tests', () => {
    expect(jobIdentityOf(RUN, shardLeg(3, 8, ['login', 'checkout'], 412.5)).shardLeg).toEqual({
      predictedSeconds: 412.5,
      tests: ['login', 'checkout'],
    });
    expect(jobIdentityOf(RUN, shardLeg(3, 8, ['login'], null)).shardLeg).toEqual({ tests: ['login'] });
    const under = JSON.stringify({
      browser: 'chrome',
      shard: JSON.parse(shardLeg(2, 4, ['a', 7 as never], 10)) as unknown,
    });
    expect(jobIdentityOf(RUN, under).shardLeg).toEqual({ predictedSeconds: 10, tests: ['a'] });
    expect(jobIdentityOf(RUN, '{"leg": 3}').shardLeg).toBeUndefined();
    expect(jobIdentityOf(RUN, '{"browser": "chrome"}').shardLeg).toBeUndefined();
  });

  it('is no shard leg without a whole leg number, a number of legs and a list of tests', () => {
    expect(textOf(JSON.stringify({ leg: 1, legs: 2, tests: 'a' }))).toBe('leg: 1, legs: 2, tests: a');
    expect(textOf(JSON.stringify({ leg: 0, legs: 2, tests: [] }))).toBe('leg: 0, legs: 2');
    expect(textOf(JSON.stringify({ leg: 1.5, legs: 2, tests: ['a'] }))).toBe('leg: 1.5, legs: 2, a');
  });
});

describe('legs that would read alike', () => {
  const name = (matrix: unknown) =>
    stableCheckName('Cloud tests', jobIdentityOf(RUN, JSON.stringify(matrix)));
  const build = (matrix: unknown) => defaultBuildName(jobIdentityOf(RUN, JSON.stringify(matrix)));
  const SHARDS = [1, 2, 3].map((shard) => ({
    browser: 'chrome',
    browser_version: 'latest',
    os: 'Windows 11',
    resolution: '1920x1080',
    locale: 'en-US',
    suite: 'checkout-and-payments',
    shard,
  }));

  it('get different check names and build names when their texts are cut at the same place', () => {
    const names = SHARDS.map(name);
    expect(new Set(names).size).toBe(3);
    for (const n of names) {
      expect(n).toMatch(
        /^Cloud tests \(e2e, browser: chrome, browser_version: latest, os: Windows 11, .*… · [0-9a-f]{8}\)$/,
      );
      expect(n.length).toBeLessThanOrEqual(100);
    }
    const builds = SHARDS.map(build);
    expect(new Set(builds).size).toBe(3);
    for (const b of builds)
      expect(b).toMatch(
        /^shop-1234-1-e2e-browser-chrome-browser_version-latest-os-Windows-11-r.*-[0-9a-f]{8}$/,
      );
  });

  it('get different names when a value holds the separator: it is quoted', () => {
    const one = { a: 'x, y', b: 'z' };
    const other = { a: 'x', b: 'y, z' };
    expect(name(one)).toBe('Cloud tests (e2e, a: "x, y", b: z)');
    expect(name(other)).toBe('Cloud tests (e2e, a: x, b: "y, z")');
    expect(build(one)).not.toBe(build(other));
  });

  it('get different names when the same values stand under other keys, or are of another type', () => {
    const swapped = [
      { os: 'linux', target: 'win' },
      { target: 'linux', os: 'win' },
    ];
    expect(swapped.map(name)).toEqual([
      'Cloud tests (e2e, os: linux, target: win)',
      'Cloud tests (e2e, target: linux, os: win)',
    ]);
    expect(new Set(swapped.map(build)).size).toBe(2);
    expect(name({ a: 'x' })).not.toBe(name({ b: 'x' }));
    expect(name({ a: 1 })).toBe('Cloud tests (e2e, a: 1)');
    expect(name({ a: '1' })).toBe('Cloud tests (e2e, a: "1")');
    expect(build({ a: 1 })).not.toBe(build({ a: '1' }));
    expect(name({ a: true })).not.toBe(name({ a: 'true' }));
  });

  it('get different names when an empty value or a nesting drops out of the text', () => {
    expect(name({ a: '', b: 'x' })).not.toBe(name({ a: 'x', b: '' }));
    expect(name({ a: ['x', 'y'] })).not.toBe(name({ a: 'x', b: 'y' }));
  });

  it('get different build names when a value holds what the build name turns into a dash', () => {
    expect(build({ os: 'windows-latest' })).not.toBe(build({ os: 'windows', v: 'latest' }));
    expect(build({ a: 'x y' })).not.toBe(build({ a: 'x-y' }));
    // The check names differ already, so they stay as they read.
    expect(name({ os: 'windows-latest' })).toBe('Cloud tests (e2e, os: windows-latest)');
  });

  it('keep the hash when a long check name is cut, and cut it between characters', () => {
    const long = stableCheckName('😀'.repeat(60), jobIdentityOf(RUN, CHROME));
    expect(long.isWellFormed()).toBe(true);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/… · [0-9a-f]{8}\)$/);
  });
});

describe('check names', () => {
  it('stay the same from run to run and attempt to attempt of one leg', () => {
    const first = stableCheckName('Cloud tests', jobIdentityOf(RUN, CHROME));
    const rerun = stableCheckName(
      'Cloud tests',
      jobIdentityOf({ ...RUN, GITHUB_RUN_ID: '9876', GITHUB_RUN_ATTEMPT: '2' }, CHROME),
    );
    expect(first).toBe('Cloud tests (e2e, browser: chrome, os: linux)');
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
    expect(defaultBuildName(jobIdentityOf(RUN, CHROME))).toBe('shop-1234-1-e2e-browser-chrome-os-linux');
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

  it('carries a hash of its parts when one is cut, so jobs that begin alike keep their own', () => {
    const jobs = ['chrome', 'firefox'].map((browser) =>
      buildNameOf(['shop', '123', '1', `integration-tests-against-staging-environment-${browser}`]),
    );
    expect(new Set(jobs).size).toBe(2);
    for (const b of jobs)
      expect(b).toMatch(/^shop-123-1-integration-tests-against-staging-enviro-[0-9a-f]{8}$/);
    const projects = ['org/shop/main', 'org/billing/main'].map((p) =>
      buildNameOf([p, '17', undefined, 'e2e']),
    );
    expect(projects).toEqual(['org-shop-main-17-e2e', 'org-billing-main-17-e2e']);
    const github = ['chrome', 'firefox'].map((browser) =>
      defaultBuildName(
        jobIdentityOf({ ...RUN, GITHUB_JOB: `integration-tests-against-staging-environment-${browser}` }),
      ),
    );
    expect(new Set(github).size).toBe(2);
  });

  it('gives way to CLOUDTEST_BUILD', () => {
    const identity = jobIdentityOf(RUN, CHROME);
    expect(jobBuildName({ CLOUDTEST_BUILD: ' mine ' }, identity)).toBe('mine');
    expect(jobBuildName({}, identity)).toBe('shop-1234-1-e2e-browser-chrome-os-linux');
  });
});
