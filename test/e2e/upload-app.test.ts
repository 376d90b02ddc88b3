// upload-app from the committed dist/, run as the runner runs it, against the fake service's storage.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import { writeAppFile } from '../support/app-file.ts';
import { createJob } from '../support/runner.ts';
import { shownSecrets, useWorld, type World } from './scenario.ts';

let world: World;
useWorld((started) => (world = started));
beforeEach(() => {
  world.service.requests.length = 0;
});

const requestLines = () => world.service.requests.map((r) => `${r.method} ${r.path} ${r.status}`);

describe('upload-app', () => {
  it('streams the one file a glob matches and hands its app_url to later steps', async () => {
    using job = createJob(world.jobOptions());
    mkdirSync(join(job.workspace, 'app/build/outputs'), { recursive: true });
    const written = await writeAppFile(join(job.workspace, 'app/build/outputs/shop-release.apk'), 300_000);

    const result = await job.step({ action: 'upload-app', inputs: { file: 'app/**/*-release.apk' } });

    expect(result.conclusion).toBe('success');
    const appKey = result.outputs['app-key'] ?? '';
    const stored = world.service.storage.byKey(world.user.id, appKey);
    expect(stored).toMatchObject({ filename: 'shop-release.apk', type: 'apk', ...written });
    expect(result.outputs).toEqual({ 'app-url': stored?.app_url, 'app-key': appKey });
    expect(appKey).not.toContain('://');
    // The first of the bundle's steps in a job exports the job's build name for the tests.
    expect(result.env).toEqual({
      CLOUDTEST_APP_URL: stored?.app_url,
      CLOUDTEST_BUILD: expect.stringMatching(/^octo-repo-\d+-1-test$/),
      // It claims the job's sessions left running for its post step (stop-sessions: auto).
      CLOUDTEST_SESSIONS_STEP: 'upload-app',
    });
    expect(result.log.some((l) => /^Uploaded .* \(\d+ %\)/.test(l))).toBe(true);
    expect(result.errors).toEqual([]);
    expect(requestLines()).toEqual(['POST /v1/storage 201']);
    expect(world.service.requests[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(shownSecrets(result, world.secrets)).toEqual([]);
  });

  it('replaces the binary under an app key from an earlier upload; the app_url stays', async () => {
    using job = createJob(world.jobOptions());
    await writeAppFile(join(job.workspace, 'v1.apk'), 2_000);
    const second = await writeAppFile(join(job.workspace, 'v2.apk'), 3_000);
    const first = await job.step({ action: 'upload-app', inputs: { file: 'v1.apk' } });
    const appUrl = first.outputs['app-url'] ?? '';

    const replaced = await job.step({ action: 'upload-app', inputs: { file: 'v2.apk', 'app-key': appUrl } });

    expect(replaced.conclusion).toBe('success');
    expect(replaced.outputs['app-url']).toBe(appUrl);
    const stored = world.service.storage.byKey(world.user.id, first.outputs['app-key'] ?? '');
    expect(stored).toMatchObject({ replacements: 1, sha256: second.sha256, filename: 'v2.apk' });
    expect(requestLines().slice(1)).toEqual([
      `GET /v1/storage/${stored?.appKey} 200`,
      `POST /v1/storage/${stored?.appKey} 201`,
    ]);
  });

  it("stops in its post step the sessions of the job's build its tests left running, as the job's first step of ours", async () => {
    using job = createJob(world.jobOptions());
    await writeAppFile(join(job.workspace, 'app.apk'), 2_000);
    const upload = await job.step({ action: 'upload-app', inputs: { file: 'app.apk' } });
    const build = upload.env.CLOUDTEST_BUILD ?? '';
    // The job's tests ran in its build; one session is still running when the job ends.
    const { tests } = world.service.tests.seedBuild(world.user, build, [{ runningForMs: 3_600_000 }, {}]);

    const [post] = await job.finish();

    expect(post?.conclusion).toBe('success');
    expect(post?.log).toContain(`Stopped 1 session of build "${build}" still running.`);
    expect(tests.map((t) => t.state)).toEqual(['COMPLETE', 'COMPLETE']);
    expect(requestLines().slice(1)).toEqual([
      `GET /v1/builds/${build} 200`,
      `PUT /v1/tests/${tests[0]?.id}/stop 200`,
    ]);
  });

  it('refuses a file that is not an APK or IPA before sending a byte', async () => {
    using job = createJob(world.jobOptions());
    writeFileSync(join(job.workspace, 'app.apk'), '<html>404 Not Found</html>\n');

    const result = await job.step({ action: 'upload-app', inputs: { file: 'app.apk' } });

    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringMatching(/^Input "file": app\.apk is not an APK or IPA/)]);
    expect(result.outputs).toEqual({});
    expect(world.service.requests).toEqual([]);
  });
});
