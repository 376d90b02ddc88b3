// One rule of what a commit SHA is (src/report/world/commit-sha.ts): a commit named in full is 40 or 64
// hexadecimal digits wherever it is read (the event, the base's look-up, a digest), while what a person
// or a CI may shorten (input `compare`, the command line's revision, a history file's digest) takes 7 and up.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { baseCommitOf } from '../../src/report/history/base/commit.ts';
import { readDigest } from '../../src/report/history/digest/codec.ts';
import { writeDigest } from '../../src/report/history/digest/fitting.ts';
import { digestOf } from '../../src/report/history/digest/model.ts';
import { advanceWindow } from '../../src/report/history/window.ts';
import { CompactTests } from '../../src/report/value/compact.ts';
import { isCommitSha, isFullSha } from '../../src/report/world/commit-sha.ts';
import { chooseCommit } from '../../src/report/world/environment.ts';
import { readEvent } from '../../src/report/world/event.ts';

const SHA1 = 'a'.repeat(40);
const SHA256 = 'b'.repeat(64);

const dir = mkdtempSync(join(tmpdir(), 'commit-sha-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A pull request's event whose base and head are the SHAs given. */
function pullRequest(base: string, head: string) {
  const path = join(dir, `${base}-${head}.json`);
  writeFileSync(
    path,
    JSON.stringify({ pull_request: { base: { sha: base, ref: 'main' }, head: { sha: head } } }),
  );
  const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: path, GITHUB_SHA: 'c'.repeat(40) };
  return { env, event: readEvent(env) };
}

describe('commit SHAs', () => {
  it('in full: 40 or 64 hexadecimal digits, nothing between', () => {
    expect([SHA1, SHA256, SHA1.toUpperCase()].map(isFullSha)).toEqual([true, true, true]);
    expect(['a'.repeat(39), 'a'.repeat(41), 'a'.repeat(63), 'g'.repeat(40)].map(isFullSha)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('shortened: from 7 digits up to 40, or 64 in full', () => {
    expect(['abc1234', SHA1, SHA256].map(isCommitSha)).toEqual([true, true, true]);
    expect(['abc123', 'a'.repeat(41), ''].map(isCommitSha)).toEqual([false, false, false]);
  });

  it("a SHA-256 repository's pull request is compared with its base and reported on its head", () => {
    const { env, event } = pullRequest(SHA256, 'd'.repeat(64));
    expect(baseCommitOf({ kind: 'auto' }, env, event)).toEqual({
      sha: SHA256,
      branch: 'main',
      lookBack: true,
    });
    expect(chooseCommit(env, event)).toMatchObject({ sha: 'd'.repeat(64), from: 'the pull request head' });
  });

  it('an event that names a commit by a short SHA names none', () => {
    const { env, event } = pullRequest('abc1234', 'def5678');
    expect(baseCommitOf({ kind: 'auto' }, env, event)).toEqual({
      why: 'the pull_request event names no base commit',
    });
    expect(chooseCommit(env, event)).toMatchObject({ sha: 'c'.repeat(40), from: 'GITHUB_SHA' });
  });

  it('a digest carries the runs of its window by full SHA-256 commits, and by the short ones a CI may name', () => {
    for (const sha of [SHA256, 'abc1234']) {
      const counts = { total: 0, passed: 0, failed: 0, unknown: 0, flaky: 0 };
      const now = digestOf({ counts, keys: new CompactTests(), failed: [], passedNamed: true, timing: {} });
      const window = advanceWindow(undefined, {
        run: { sha, counts },
        keys: now.keys,
        passedKeysKnown: true,
      });
      const read = readDigest(writeDigest({ ...now, window }).text);
      expect('digest' in read && read.digest.window?.runs.map((r) => r.sha)).toEqual([sha]);
    }
  });
});
