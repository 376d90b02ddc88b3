// The committed dist/ on a self-hosted runner behind a proxy: the service speaks HTTPS with a
// certificate from a private CA under a host name only the proxy resolves.
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { writeAppFile } from '../support/app-file.ts';
import { ForwardProxy } from '../support/forward-proxy.ts';
import { HttpsFront } from '../support/https-service.ts';
import { createJob } from '../support/runner.ts';
import { makeTestCertificates, PRIVATE_HOST, type TestCertificates } from '../support/test-ca.ts';
import {
  buildNameOf,
  recordJobAsBuild,
  seedCodelessSuite,
  shownSecrets,
  startWorld,
  type World,
} from './scenario.ts';

const PASSWORD = 'pr0xy-s3cret';
const hosts = { [PRIVATE_HOST]: '127.0.0.1' };
const proxy = new ForwardProxy({ hosts, credentials: { user: 'runner', password: PASSWORD } });
let world: World;
let certificates: TestCertificates;
let front: HttpsFront;

beforeAll(async () => {
  world = await startWorld();
  certificates = makeTestCertificates();
  front = new HttpsFront(world.service.url, certificates);
  await Promise.all([proxy.start(), front.start()]);
});
afterAll(async () => {
  await Promise.all([proxy.stop(), front.stop(), world[Symbol.asyncDispose]()]);
});
beforeEach(() => {
  proxy.requests.length = 0;
  world.service.requests.length = 0;
});

/** upload-app with the service under its private name, behind the proxy, the CA given or not. */
async function uploadThroughProxy(env: Record<string, string | undefined>) {
  using job = createJob(world.jobOptions({ env: { CLOUDTEST_API_URL: front.urlFor(PRIVATE_HOST), ...env } }));
  await writeAppFile(join(job.workspace, 'shop.apk'), 2_000);
  // Awaited here: `using` removes the job's folders when this function returns.
  return await job.step({ action: 'upload-app', inputs: { file: 'shop.apk' } });
}

describe('upload-app behind a proxy, with a private CA', () => {
  it('reaches the service through the proxy once NODE_EXTRA_CA_CERTS names the CA', async () => {
    const result = await uploadThroughProxy({
      HTTPS_PROXY: proxy.urlWith('runner', PASSWORD),
      NODE_EXTRA_CA_CERTS: certificates.caFile,
    });
    expect(result.errors).toEqual([]);
    expect(result.conclusion).toBe('success');
    expect(proxy.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      `CONNECT ${PRIVATE_HOST}:${front.port}`,
    ]);
    expect(world.service.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /v1/storage 201',
    ]);
    expect(shownSecrets(result, [...world.secrets, PASSWORD])).toEqual([]);
  });

  it('fails a wrong proxy password in one line naming the proxy, never its user or password', async () => {
    const result = await uploadThroughProxy({
      HTTPS_PROXY: proxy.urlWith('runner', 'wrong-password'),
      NODE_EXTRA_CA_CERTS: certificates.caFile,
    });
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringContaining(`The proxy http://127.0.0.1:`)]);
    expect(result.errors[0]).not.toContain('runner');
    expect(shownSecrets(result, ['wrong-password', ...world.secrets])).toEqual([]);
    expect(world.service.requests).toEqual([]);
  });

  it('says which certificate failed and points at NODE_EXTRA_CA_CERTS without the CA', async () => {
    const result = await uploadThroughProxy({ HTTPS_PROXY: proxy.urlWith('runner', PASSWORD) });
    expect(result.conclusion).toBe('failure');
    expect(result.errors).toEqual([expect.stringContaining('NODE_EXTRA_CA_CERTS')]);
    expect(world.service.requests).toEqual([]);
  });

  it('carries every request of a whole job (tunnel, trigger, wait, annotate, teardown) through the proxy', async () => {
    const shop = seedCodelessSuite(world.service, world.user);
    using job = createJob(
      world.jobOptions({
        env: {
          CLOUDTEST_API_URL: front.urlFor(PRIVATE_HOST),
          HTTPS_PROXY: proxy.urlWith('runner', PASSWORD),
          NODE_EXTRA_CA_CERTS: certificates.caFile,
        },
      }),
    );
    const steps = [
      await job.step({ action: 'start-tunnel', inputs: {} }),
      await job.step({ action: 'trigger-lab-suite', inputs: { 'suite-id': shop.suite.id } }),
    ];
    const jobId = Number(steps[1]?.outputs['job-id']);
    steps.push(
      await job.step({
        action: 'wait-for-job',
        inputs: { 'job-id': jobId, 'poll-interval': 1, report: 'false' },
      }),
    );
    recordJobAsBuild(world.service, world.user, jobId);
    steps.push(
      await job.step({ action: 'annotate-build', inputs: { build: buildNameOf(jobId), 'wait-seconds': 0 } }),
    );
    steps.push(...(await job.finish()));
    // Every step reached the service, and only through the proxy: the service's host is unknown elsewhere.
    expect(steps.map((s) => `${s.action} ${s.stage}: ${s.errors.join('; ') || 'no error'}`)).toEqual([
      'start-tunnel main: no error',
      'trigger-lab-suite main: no error',
      // The suite has one failing test: both reports say so, having read everything through the proxy.
      expect.stringMatching(/^wait-for-job main: Job \d+ FINISHED: 1 of 3 tests failed/),
      expect.stringMatching(/^annotate-build main: 1 of 3 tests failed/),
      // Post steps run in reverse order; annotate-build's and wait-for-job's have nothing to do (the
      // one reported, the other reports nothing: report false).
      'annotate-build post: no error',
      'wait-for-job post: no error',
      'start-tunnel post: no error',
    ]);
    // Every step that called the service (all but the two idle posts) connected through the proxy.
    expect(proxy.requests.filter((r) => r.method === 'CONNECT').length).toBeGreaterThanOrEqual(
      steps.length - 2,
    );
    expect(world.service.tunnels.running()).toEqual([]);
    for (const step of steps)
      expect(shownSecrets(step, [PASSWORD, ...world.secrets]), step.action).toEqual([]);
  });
});
