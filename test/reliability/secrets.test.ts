// Secrets, through the committed dist/ as the runner runs it, with step debug logging on and the
// service handing back secrets of its own (a webhook `signing_secret`, a reset `client_key`) in the
// records each action reads: the key, the secret, the Basic authorization value, the GitHub token and
// those returned secrets appear nowhere the job exposes them: stdout and stderr (bar the
// `::add-mask::` commands that hand them to the runner), outputs, exported variables, saved state, the
// job summary, the check run sent to GitHub, and the command line of any process the job started.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { FakeGitHub } from '../fake-github/server.ts';
import type { Account } from '../fake-service/accounts.ts';
import type { FakeService } from '../fake-service/server.ts';
import { zipOf } from '../support/app-file.ts';
import { survivors } from '../support/processes.ts';
import type { StepResult } from '../support/runner.ts';
import {
  DownloadServer,
  FAKE_CLIENT_RUNS_HERE,
  FAKE_CLIENT_SKIPPED,
  packFakeClient,
  removeScratchFolders,
} from '../support/tunnel-client.ts';
import {
  credentialsOf,
  jobAgainst,
  leaks,
  named,
  record,
  withoutMaskCommands,
  withService,
} from './support.ts';

vi.setConfig({ maxConcurrency: 8 });

const downloads = new DownloadServer();
let clientUrl: string;
beforeAll(async () => {
  await downloads.start();
  clientUrl = downloads.serve('/releases/4.2.0/fake-tunnel.tar.gz', packFakeClient().tarGz);
});
afterAll(async () => {
  await downloads.stop();
  removeScratchFolders();
});

/** A fake GitHub for one case, so its check runs are that case's alone. */
async function withGitHub<T>(work: (github: FakeGitHub) => Promise<T>): Promise<T> {
  const github = new FakeGitHub();
  await github.start();
  try {
    return await work(github);
  } finally {
    await github.stop();
  }
}

/** Secrets the service returns in this case: fresh, so a match can only be a leak. */
function returnedSecrets() {
  return {
    signing_secret: `whsec_${randomBytes(16).toString('hex')}`,
    client_key: `ck_${randomBytes(12).toString('hex')}`,
  };
}
type Returned = ReturnType<typeof returnedSecrets>;

/** Every tunnel the service launches carries the returned secrets in its metadata. */
function tunnelsCarry(service: FakeService, returned: Returned): void {
  const launch = service.tunnels.launch.bind(service.tunnels);
  service.tunnels.launch = (account: Account, identifier?: string, metadata = {}) =>
    launch(account, identifier, { ...metadata, ...returned, credentials: returned });
}

/** A Codeless suite whose job fails, each failure detail carrying the returned secrets. */
function failingSuite(service: FakeService, returned: Returned) {
  const owner = service.accounts.user.id;
  const test = service.lab.addTest(owner, { name: 'Checkout' });
  service.jobs.nextPlan = [
    { status: 'RUNNING', afterPolls: 1 },
    {
      status: 'FINISHED',
      afterPolls: 1,
      success: false,
      errors: [{ test_id: 7001, test_name: 'Checkout', step: 3, message: FAILURE, ...returned }],
    },
  ];
  return service.labsuites.addSuite(owner, { testIds: [test.id] });
}

interface SecretCase {
  action: string;
  what: string;
  /** Shapes the service so that it returns the secrets; gives the step's inputs. */
  prepare: (service: FakeService, returned: Returned, workspace: string) => Record<string, string>;
  /** The step really read the records that carried them. */
  read: (main: StepResult) => void;
}

const FAILURE = 'button missing';

const CASES: SecretCase[] = [
  {
    action: 'start-tunnel',
    what: 'API mode; the tunnel record carries the secrets',
    prepare: (service, returned) => {
      tunnelsCarry(service, returned);
      // One transition answer, with the secrets in its error body.
      service.faults.add('GET', '/v1/tunnel/:id', {
        kind: 'status',
        status: 500,
        body: { message: 'in transition', ...returned },
      });
      return {};
    },
    read: (main) => expect(main.log.join('\n')).toMatch(/in transition/),
  },
  {
    action: 'start-tunnel',
    what: 'client mode; the client runs with the credentials in its environment',
    prepare: (service, returned) => {
      tunnelsCarry(service, returned);
      return {
        'client-url': clientUrl,
        'client-version': '4.2.0',
        'client-args': '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}',
      };
    },
    read: (main) => expect(main.outputs['tunnel-state']).toBe('READY'),
  },
  {
    action: 'upload-app',
    what: 'the upload answer carries the secrets',
    prepare: (service, returned, workspace) => {
      writeFileSync(join(workspace, 'app.apk'), zipOf([{ name: 'a', data: Buffer.from('app') }]));
      service.faults.add('POST', '/v1/storage', {
        kind: 'status',
        status: 201,
        body: { id: 1, app_url: 'cloud://f00d', filename: 'app.apk', type: 'apk', ...returned },
      });
      return { file: 'app.apk' };
    },
    read: (main) => expect(main.outputs['app-url']).toBe('cloud://f00d'),
  },
  {
    action: 'trigger-lab-suite',
    what: 'the trigger acknowledgement carries the secrets',
    prepare: (service, returned) => {
      const job = service.jobs.create(service.accounts.user.id, [1]);
      service.faults.add('POST', '/v1/lab/trigger_all', {
        kind: 'status',
        status: 201,
        body: { success: true, job_id: job.id, ...returned },
      });
      return { all: 'true' };
    },
    read: (main) => expect(main.outputs['job-id']).toMatch(/^\d+$/),
  },
  {
    action: 'wait-for-job',
    what: 'the failed job’s errors and a 503 body carry the secrets',
    prepare: (service, returned) => {
      const suite = failingSuite(service, returned);
      const owner = service.accounts.user;
      const job = service.lab.startJob(owner, service.labsuites.testsOf(suite), {});
      service.faults.add('GET', '/v1/jobs/:id', {
        kind: 'status',
        status: 503,
        body: { error: 'maintenance', ...returned },
      });
      return { 'job-id': String(job.id), 'poll-interval': '1' };
    },
    read: (main) => expect(main.summary).toContain(FAILURE),
  },
  {
    action: 'annotate-build',
    what: 'every test record carries the secrets',
    prepare: (service, returned) => {
      const raw = { ...returned, extra: { credentials: returned } };
      service.tests.seedBuild(service.accounts.user, 'nightly', [
        { name: 'login', raw },
        { name: 'checkout', success: false, status_message: FAILURE, raw },
      ]);
      return { build: 'nightly', 'wait-seconds': '0' };
    },
    read: (main) => expect(main.summary).toContain(FAILURE),
  },
  {
    action: '.',
    what: 'the trigger answer and the failed job’s errors carry the secrets',
    prepare: (service, returned) => {
      const suite = failingSuite(service, returned);
      return { 'suite-id': String(suite.id), 'poll-interval': '1' };
    },
    read: (main) => expect(main.errors.join('\n')).toContain(FAILURE),
  },
];

/** Everything one step exposed, by where. */
function exposed(step: StepResult): Record<string, string> {
  const where = `${step.stage}`;
  return {
    [`${where} stdout`]: withoutMaskCommands(step.stdout),
    [`${where} stderr`]: step.stderr,
    [`${where} outputs`]: JSON.stringify(step.outputs),
    [`${where} exported variables`]: JSON.stringify(step.env),
    [`${where} state`]: JSON.stringify(step.state),
    [`${where} job summary`]: step.summary,
  };
}

describe.concurrent('with step debug logging on', () => {
  it.for(CASES.map(named))('$name ($what): no secret anywhere', (c, { skip }) => {
    skip(!FAKE_CLIENT_RUNS_HERE && c.what.startsWith('client mode'), FAKE_CLIENT_SKIPPED);
    return withService((service) =>
      withGitHub(async (github) => {
        const returned = returnedSecrets();
        using job = jobAgainst(service, { debug: true, githubApiUrl: github.url });
        const inputs = c.prepare(service, returned, job.workspace);
        const main = await job.step({ action: c.action, inputs });

        // Whatever the job left running: its command lines, read while it runs (the client outlives main).
        const running = survivors(job);
        const commandLines = running.map((p) => p.commandLine);
        const posts = await job.finish();

        const secrets = [
          ...credentialsOf(service),
          job.githubToken,
          returned.signing_secret,
          returned.client_key,
        ];
        const checkRuns = [...github.checkRuns.values()];
        const texts = {
          ...Object.fromEntries([main, ...posts].flatMap((step) => Object.entries(exposed(step)))),
          'command lines of the job’s processes': commandLines.join('\n'),
          'check runs on GitHub': JSON.stringify(checkRuns),
        };
        expect(leaks(texts, secrets)).toEqual([]);
        // The run really happened: the step read what the service returned and printed its debug log.
        c.read(main);
        expect(main.debug.length).toBeGreaterThan(0);
        expect(main.masks).toEqual(expect.arrayContaining(credentialsOf(service)));
        if (c.what.startsWith('client mode')) {
          expect(commandLines).toHaveLength(1);
          expect(commandLines[0]).toContain('--identifier');
        }
        expect(survivors(job)).toEqual([]);
        record({
          action: c.name,
          category: 'secrets',
          case: c.what,
          outcome: `none of ${secrets.length} secrets in ${Object.keys(texts).length} places`,
        });
      }),
    );
  });
});
