import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { resolveAppFile } from '../../src/actions/upload-app/app-file.ts';
import { InputsSchema } from '../../src/actions/upload-app/inputs.ts';
import { INPUT_NAMES } from '../../src/actions/upload-app/names.ts';
import { run } from '../../src/actions/upload-app/run.ts';
import { readInputs } from '../../src/runtime/inputs.ts';
import { FakeService } from '../fake-service/server.ts';
import { writeAppFile, zipOf } from '../support/app-file.ts';
import { testContext } from '../support/context.ts';
import { clientFor } from '../support/service.ts';

const MiB = 1024 * 1024;
const service = new FakeService();
let root: string;
/** The working directory of the current test: a fresh one each, with an empty build/outputs. */
let cwd: string;

beforeAll(async () => {
  await service.start();
  root = await mkdtemp(join(tmpdir(), 'upload-app-test-'));
});
afterAll(async () => {
  await service.stop();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  service.faults.clear();
  service.requests.length = 0;
  service.storage.apps.clear();
  cwd = await mkdtemp(join(root, 'ws-'));
  await mkdir(join(cwd, 'build/outputs'), { recursive: true });
});

function inputs(raw: Record<string, string>) {
  return readInputs(INPUT_NAMES, InputsSchema, (name) => raw[name] ?? '');
}

/** Runs the action as `account` with the given inputs, in the test's working directory. */
function upload(raw: Record<string, string>, account: 'user' | 'readonly' = 'user') {
  const ctx = testContext({ client: clientFor(service, { account }) });
  return { ctx, result: run(inputs(raw), ctx, { cwd }) };
}

describe('upload-app', () => {
  it('uploads the one file a glob matches, logs progress and hands on the app_url', async () => {
    const written = await writeAppFile(join(cwd, 'build/outputs/app-release.apk'), 6 * MiB);
    const { ctx, result } = upload({ file: 'build/**/*.apk' });
    const { outputs, env } = await result;

    const [stored] = [...service.storage.apps.values()];
    expect(stored).toMatchObject({ filename: 'app-release.apk', size: written.size, sha256: written.sha256 });
    expect(outputs).toEqual({ 'app-url': stored?.app_url, 'app-key': stored?.appKey });
    expect(env).toEqual({ CLOUDTEST_APP_URL: stored?.app_url });

    const info = ctx.messages('info');
    expect(info[0]).toBe(`Uploading ${join(cwd, 'build/outputs/app-release.apk')} (6.0 MiB).`);
    const percents = info.flatMap((line) => /\((\d+) %\)/.exec(line)?.[1] ?? []).map(Number);
    expect(percents.length).toBeGreaterThanOrEqual(9);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(
      info.some((line) => /^Uploaded [\d.]+ (KiB|MiB) of 6\.0 MiB \(\d+ %\), [\d.]+ \w+\/s\.$/.test(line)),
    ).toBe(true);
    expect(info).toContainEqual(
      expect.stringMatching(/^Sent 6\.0 MiB in [\d.]+ s \(.+\/s\); waiting for the service/),
    );
    expect(info.at(-1)).toBe(`Stored app-release.apk (apk) as ${stored?.app_url}.`);
  });

  it('fails before any request when the glob matches no file or several', async () => {
    await expect(upload({ file: 'dist/*.ipa' }).result).rejects.toThrow(
      `Input "file": "dist/*.ipa" matches no file in ${cwd}.`,
    );
    await writeAppFile(join(cwd, 'build/outputs/a.apk'), 1024);
    await writeAppFile(join(cwd, 'build/outputs/b.apk'), 1024);
    await expect(upload({ file: 'build/outputs/*.apk' }).result).rejects.toThrow(
      'Input "file": "build/outputs/*.apk" matches 2 files (build/outputs/a.apk, build/outputs/b.apk); it must match exactly one.',
    );
    expect(service.requests).toHaveLength(0);
  });

  it('takes an existing path as it is, brackets and all', async () => {
    await writeAppFile(join(cwd, 'app[1].ipa'), 4096);
    const { outputs } = await upload({ file: 'app[1].ipa' }).result;
    expect(outputs['app-url']).toMatch(/^cloud:\/\//);
    expect([...service.storage.apps.values()][0]?.filename).toBe('app[1].ipa');
  });

  it('takes paths and globs with spaces in folder and file names', async () => {
    await mkdir(join(cwd, 'my build/release 1'), { recursive: true });
    await writeAppFile(join(cwd, 'my build/release 1/shop app.apk'), 4096);
    expect(await resolveAppFile('my build/release 1/shop app.apk', cwd)).toBe(
      join(cwd, 'my build/release 1/shop app.apk'),
    );
    expect(await resolveAppFile('my build/*/*.apk', cwd)).toBe(join(cwd, 'my build/release 1/shop app.apk'));
  });

  it('reads a backslash in a glob as a folder separator, as Windows users write paths', async () => {
    await mkdir(join(cwd, 'build/outputs/apk'), { recursive: true });
    await writeAppFile(join(cwd, 'build/outputs/apk/app-release.apk'), 4096);
    expect(await resolveAppFile('build\\outputs\\apk\\*.apk', cwd)).toBe(
      join(cwd, 'build/outputs/apk/app-release.apk'),
    );
  });

  it.each([
    [
      'not a zip',
      'notes.apk',
      Buffer.from('#!/bin/sh\necho hi\n'),
      /notes\.apk is not an APK or IPA: it is not a zip archive \(it starts with 23 21 2f 62\)/,
    ],
    ['empty', 'empty.apk', Buffer.alloc(0), /empty\.apk is empty \(0 bytes\)/],
    [
      'truncated',
      'cut.apk',
      zipOf([{ name: 'classes.dex', data: Buffer.alloc(70_000, 1) }]).subarray(0, 60_000),
      /cut\.apk is not a complete zip archive/,
    ],
  ])('refuses a file that is %s, with no request sent', async (_what, name, bytes, message) => {
    await writeFile(join(cwd, name), bytes);
    await expect(upload({ file: name }).result).rejects.toThrow(message);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses a missing file and a directory, with no request sent', async () => {
    await expect(upload({ file: 'nowhere/app.apk' }).result).rejects.toThrow(
      `Input "file": no file at nowhere/app.apk (in ${cwd}).`,
    );
    await expect(upload({ file: 'build' }).result).rejects.toThrow('Input "file": build is a directory');
    expect(service.requests).toHaveLength(0);
  });

  it('asks the service to fetch a URL, logging it without its query', async () => {
    const { ctx, result } = upload({ url: 'https://cdn.example.test/builds/App.ipa?token=s3cr3t' });
    const { outputs } = await result;
    expect(outputs['app-key']).toBe([...service.storage.apps.values()][0]?.appKey);
    expect(ctx.text()).not.toContain('s3cr3t');
    expect(ctx.messages('info')[0]).toBe(
      'Asking the service to fetch https://cdn.example.test/builds/App.ipa.',
    );
  });

  it("masks a signed URL's query before the service can quote it back in an error", async () => {
    const signed = 'https://cdn.example.test/builds/App.ipa?X-Signature=s3cr3t%2Bsig&v=1';
    service.faults.add('POST', '/v1/storage', {
      kind: 'status',
      status: 400,
      body: { error: `could not fetch ${signed}` },
    });
    const { ctx, result } = upload({ url: signed });
    await expect(result).rejects.toThrow(/could not fetch/);
    // The runner replaces every masked value in what it prints: the query, in every spelling.
    expect(ctx.secrets).toEqual(
      expect.arrayContaining([signed, 'X-Signature=s3cr3t%2Bsig&v=1', 's3cr3t+sig', 's3cr3t%2Bsig']),
    );
    expect(ctx.secrets).not.toContain('1');
  });

  it('replaces the binary under an existing key; the app_url stays', async () => {
    const client = clientFor(service);
    const original = await client.storage.upload({ url: 'https://example.test/old.apk' });
    const written = await writeAppFile(join(cwd, 'new.apk'), 512 * 1024);
    const { outputs, env } = await upload({ file: 'new.apk', 'app-key': original.app_url }).result;
    expect(outputs['app-url']).toBe(original.app_url);
    expect(env?.CLOUDTEST_APP_URL).toBe(original.app_url);
    expect(service.storage.apps.size).toBe(1);
    expect([...service.storage.apps.values()][0]).toMatchObject({ sha256: written.sha256, replacements: 1 });
  });

  it('checks the key before sending the file: an unknown key fails fast', async () => {
    await writeAppFile(join(cwd, 'typo.apk'), 256 * 1024);
    await expect(upload({ file: 'typo.apk', 'app-key': 'cloud://tpyo' }).result).rejects.toThrow(
      'Input "app-key": no app is stored under the key "tpyo" (leave it empty to store a new app).',
    );
    expect(service.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/storage/tpyo']);
  });

  it('reports a read-only account with the meaning the spec gives 403', async () => {
    await writeAppFile(join(cwd, 'ro.apk'), 64 * 1024);
    await expect(upload({ file: 'ro.apk' }, 'readonly').result).rejects.toThrow(
      /^upload app \(POST \/v1\/storage\) failed with HTTP 403: the account is read-only\./,
    );
  });

  it('fails with a clear error at a connection reset half-way, and uploads nothing twice', async () => {
    await writeAppFile(join(cwd, 'reset.apk'), 3 * MiB);
    service.faults.add('POST', '/v1/storage', { kind: 'reset-during-body', afterBytes: MiB });
    await expect(upload({ file: 'reset.apk' }).result).rejects.toThrow(
      /^upload app \(POST \/v1\/storage\) could not reach the service: the connection was lost \(.+\) after [\d.]+ MiB of 3\.0 MiB sent\.$/,
    );
    expect(service.seen('POST', '/v1/storage')).toHaveLength(1);
    expect(service.storage.apps.size).toBe(0);
  });
});

describe('upload-app inputs', () => {
  it.each([
    [
      { file: 'a.apk', url: 'https://x.test/a.apk' },
      'Input "url" cannot be given with "file": give exactly one of them',
    ],
    [{}, 'Input "file" or "url" is required: give exactly one of them'],
    [{ url: 'ftp://x.test/a.apk' }, 'Input "url" must be an http(s):// URL, got "ftp://x.test/a.apk"'],
    [
      { file: 'a.apk', 'app-key': 'cloud://a/b' },
      'Input "app-key" must be an app key (KEY or scheme://KEY), got "cloud://a/b"',
    ],
  ])('refuses %j', (raw, message) => {
    expect(() => inputs(raw as Record<string, string>)).toThrow(message);
  });

  it('takes a bare key or scheme://KEY', () => {
    expect(inputs({ url: 'https://x.test/a.apk', 'app-key': 'cloud://abc' }).appKey).toBe('abc');
    expect(inputs({ file: ' a.apk ', 'app-key': 'abc' })).toEqual({
      source: { file: 'a.apk' },
      appKey: 'abc',
      stopSessions: 'auto',
    });
  });
});
