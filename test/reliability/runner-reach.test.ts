// Nothing the service sends, or a pull request commits, reaches into the runner's network or files,
// through the committed dist/ as the runner runs it: recordings named on loopback, over plain http, or
// behind a redirect to such an address are not fetched (no request reaches them) and the report
// still completes; links planted at the result files and at the recordings' folder are not followed.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeGitHub } from '../fake-github/server.ts';
import { AssetServer } from '../support/asset-server.ts';
import { jobAgainst, record, withService } from './support.ts';

const github = new FakeGitHub();
/** An instance metadata service on the runner's network, as a hostile service points at it. */
const metadata = new AssetServer();
const scratch: string[] = [];

beforeAll(async () => {
  await Promise.all([github.start(), metadata.start()]);
});
afterAll(async () => {
  await Promise.all([github.stop(), metadata.stop()]);
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'runner-reach-'));
  scratch.push(dir);
  return dir;
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));

describe("the runner's network", () => {
  it('fetches no recording on loopback or over plain http, follows no redirect there, and completes the report', () =>
    withService(async (service) => {
      const metadataPort = new URL(metadata.url).port;
      const secret = `${metadata.url}/latest/meta-data/iam/security-credentials/role`;
      // The service's own address may serve recordings wherever it is (here plain http on loopback,
      // as api-url is): its answers redirect to the runner's network, or are the recording itself.
      const hop = (name: string, location: string) => {
        service.faults.always('GET', `/recordings/${name}`, {
          kind: 'status',
          status: 302,
          headers: { location },
        });
        return `${service.url}/recordings/${name}`;
      };
      const video = 'five!';
      service.faults.always('GET', '/recordings/video.mp4', { kind: 'status', status: 200, body: video });
      service.tests.seedBuild(service.accounts.user, 'nightly', [
        { success: false, video: secret, thumbs: [`https://127.0.0.1:${metadataPort}/latest/meta-data/`] },
        {
          success: false,
          video: hop('one', secret),
          thumbs: [hop('two', `https://localhost:${metadataPort}/latest/`)],
        },
        { success: false, video: `${service.url}/recordings/video.mp4`, thumbs: [] },
      ]);
      using job = jobAgainst(service, { githubApiUrl: github.url });
      const step = await job.step({
        action: 'annotate-build',
        inputs: { build: 'nightly', 'wait-seconds': '0', 'download-assets': 'failed' },
      });

      expect(metadata.seen).toEqual([]);
      const refusals = step.warnings.filter((w) => w.startsWith('download-assets: refused'));
      expect(refusals).toEqual([
        expect.stringMatching(/ only https:\/\/ addresses are fetched; its link stays in the report\.$/),
        expect.stringMatching(/: 127\.0\.0\.1 is a loopback address; /),
        expect.stringMatching(
          /: it redirects to http:\/\/127\.0\.0\.1:\d+: only https:\/\/ addresses are fetched; /,
        ),
        expect.stringMatching(
          /: it redirects to https:\/\/localhost:\d+: localhost resolves to \S+, a loopback address; /,
        ),
      ]);
      // The recording at the service's own address was saved, and the report is whole.
      const saved = files(step.outputs['assets-dir'] ?? '');
      expect(saved).toEqual([expect.stringMatching(/03-[^/]+\/video\.mp4$/)]);
      expect(readFileSync(saved[0] ?? '', 'utf8')).toBe(JSON.stringify(video));
      expect(step.outputs).toMatchObject({ conclusion: 'failure', failed: '3' });
      expect(readFileSync(step.outputs['junit-file'] ?? '', 'utf8')).toContain(secret);
      expect(step.errors).toEqual([expect.stringMatching(/^3 of 3 tests failed/)]);
      record({
        action: 'annotate-build',
        category: 'private network',
        case: 'recordings on loopback, over plain http, and redirects to them',
        outcome: 'not fetched, one line each; the report completed',
      });
    }));
});

describe("the runner's files", () => {
  it('writes through no link a pull request planted at junit-file, the folder of ctrf-file or the recordings folder', () =>
    withService(async (service) => {
      service.tests.seedBuild(service.accounts.user, 'nightly', [{ success: false }]);
      using job = jobAgainst(service, { githubApiUrl: github.url });
      const outside = folder();
      const victim = join(outside, 'victim.txt');
      writeFileSync(victim, 'keep me');
      const elsewhere = join(outside, 'elsewhere');
      mkdirSync(elsewhere);
      mkdirSync(join(job.workspace, 'results'));
      symlinkSync(victim, join(job.workspace, 'results/junit.xml'));
      symlinkSync(elsewhere, join(job.workspace, 'out'));
      symlinkSync(elsewhere, join(job.runnerTemp, 'cloudtest-assets'));

      const step = await job.step({
        action: 'annotate-build',
        inputs: {
          build: 'nightly',
          'wait-seconds': '0',
          'junit-file': 'results/junit.xml',
          'ctrf-file': 'out/ctrf.json',
          'download-assets': 'failed',
        },
      });

      expect(readFileSync(victim, 'utf8')).toBe('keep me');
      expect(readdirSync(elsewhere)).toEqual([]);
      const junit = join(job.workspace, 'results/junit.xml');
      expect(lstatSync(junit).isSymbolicLink()).toBe(false);
      expect(readFileSync(junit, 'utf8')).toContain('<testsuites');
      expect(step.outputs['junit-file']).toBe(junit);
      expect(step.outputs['ctrf-file']).toBe('');
      expect(step.outputs['assets-dir']).toBe('');
      expect(step.warnings).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^Could not write the CTRF JSON file .*out[/\\]ctrf\.json: .*out is a symbolic link, which is not followed$/,
          ),
          expect.stringMatching(
            /^download-assets: nothing saved: .*cloudtest-assets is a symbolic link, which is not followed\.$/,
          ),
        ]),
      );
      record({
        action: 'annotate-build',
        category: 'file links',
        case: 'links planted at junit-file, the folder of ctrf-file and the recordings folder',
        outcome: 'replaced or refused; their targets untouched',
      });
    }));
});
