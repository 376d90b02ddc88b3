// The world an example workflow runs in: the fake service and the fake GitHub on 127.0.0.1, the
// tunnel client the service offers for download, the repository's commits (each with the files a
// checkout gives the stand-ins), its variables and secrets, and the events that start runs.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../../scripts/action-files.ts';
import { EXAMPLES_DIR, QUARANTINE_EXAMPLE } from '../../scripts/validate-metadata.ts';
import { FakeGitHub } from '../fake-github/server.ts';
import { FakeService } from '../fake-service/server.ts';
import { DownloadServer, packFakeClient, sha256 } from '../support/tunnel-client.ts';
import { type Tree, userStepsIn } from './stand-ins.ts';
import type { PlannedTest } from './stand-ins/programs.ts';
import type { RunWorld, WorkflowEvent } from './workflow.ts';

/** The quarantine file the examples show (docs/examples/cloudtest-quarantine.yml): every checkout has it. */
export const QUARANTINE_TEXT = readFileSync(join(ROOT, EXAMPLES_DIR, QUARANTINE_EXAMPLE), 'utf8');

const OWNER = 'octo';
const NAME = 'shop';

let packages: ReturnType<typeof packFakeClient> | undefined;

export class ExampleWorld implements RunWorld, AsyncDisposable {
  readonly service = new FakeService();
  readonly github = new FakeGitHub();
  readonly downloads = new DownloadServer();
  readonly repository = `${OWNER}/${NAME}`;
  readonly vars: Record<string, string> = {};
  readonly secrets: Record<string, string> = {};
  /** The repository's GitHub App (hardened-report.yml writes its reports with its token). */
  readonly app = { id: 904_211, slug: 'cloudtest-reporter', privateKey: randomBytes(24).toString('base64') };
  readonly userSteps = userStepsIn(this);
  /** The head of main. */
  main = '';
  private readonly trees = new Map<string, Tree>();
  private runs = 7_000_000_000;

  /** Starts the fakes and sets the repository's variables and secrets for the account `user`. */
  async start(): Promise<this> {
    await Promise.all([this.service.start(), this.github.start(), this.downloads.start()]);
    // A tunnel is READY at its first look: waiting through a transition is start-tunnel's own test.
    this.service.tunnels.settings.transitionMs = 0;
    // The service's records carry times 5 s behind the runner's: a report reads the stand-in tests'
    // sessions as ended a few seconds before it, as a real test run's are, rather than waiting out the
    // lag of results still on their way (annotate-build's RESULT_LAG_MS) behind tests that just ended.
    this.service.clock.advance(-5_000);
    packages ??= packFakeClient();
    const { apiUrl, key, secret } = this.service.settingsFor('user');
    Object.assign(this.vars, {
      CLOUDTEST_API_URL: apiUrl,
      CLOUDTEST_TUNNEL_CLIENT_URL: this.downloads.serve('/tunnel-client-4.2.tar.gz', packages.tarGz),
      CLOUDTEST_TUNNEL_CLIENT_SHA256: sha256(packages.tarGz),
    });
    Object.assign(this.secrets, {
      CLOUDTEST_KEY: key,
      CLOUDTEST_SECRET: secret,
      CLOUDTEST_APP_PRIVATE_KEY: this.app.privateKey,
    });
    this.vars.CLOUDTEST_APP_ID = String(this.app.id);
    this.main = this.commit({ tests: [] }, { onMain: true });
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.all([this.service.stop(), this.github.stop(), this.downloads.stop()]);
  }

  nextRunId(): number {
    return this.runs++;
  }

  /**
   * A new commit with these files (the quarantine example unless given), after `parent` (main's head
   * by default); on main, it becomes main's head.
   */
  commit(
    files: { tests: PlannedTest[]; quarantine?: string | null },
    options: { onMain?: boolean; parent?: string } = {},
  ): string {
    const sha = randomBytes(20).toString('hex');
    const quarantine = files.quarantine === undefined ? QUARANTINE_TEXT : files.quarantine;
    this.trees.set(sha, { tests: files.tests, quarantine });
    // What GitHub's contents API answers at the commit: a pull request's run reads its base's list so.
    if (quarantine !== null) this.github.putFile(sha, '.github/cloudtest-quarantine.yml', quarantine);
    if (options.onMain) {
      this.github.addCommits(sha);
      this.main = sha;
    } else this.github.addCommit(sha, options.parent ?? this.main);
    return sha;
  }

  treeAt(sha: string): Tree {
    const tree = this.trees.get(sha);
    if (!tree) throw new Error(`no commit ${sha} in the repository`);
    return tree;
  }

  /** The repository as the payloads show it. */
  repositoryPayload() {
    return { name: NAME, full_name: this.repository, owner: { login: OWNER }, default_branch: 'main' };
  }

  /** A push to main of a new commit with these tests: the commit becomes main's head. */
  push(tests: PlannedTest[], quarantine?: string | null): WorkflowEvent {
    const before = this.main;
    const sha = this.commit({ tests, quarantine }, { onMain: true });
    return {
      name: 'push',
      payload: { ref: 'refs/heads/main', before, after: sha, repository: this.repositoryPayload() },
      sha,
      ref: 'refs/heads/main',
    };
  }

  /**
   * A pull request onto main whose head has these tests; `fork` names the fork it comes from. GitHub
   * runs it on a merge commit of head and base, with the head's files.
   */
  pullRequest(
    number: number,
    tests: PlannedTest[],
    options: { fork?: string } = {},
  ): WorkflowEvent & { head: string } {
    const head = this.commit({ tests });
    const merge = this.commit({ tests }, { parent: head });
    const repo = options.fork ? `${options.fork}/${NAME}` : this.repository;
    return {
      name: 'pull_request',
      payload: {
        action: 'synchronize',
        number,
        pull_request: {
          number,
          head: { sha: head, ref: `feature-${number}`, repo: { full_name: repo } },
          base: { sha: this.main, ref: 'main', repo: { full_name: this.repository } },
          merge_commit_sha: merge,
        },
        repository: this.repositoryPayload(),
      },
      sha: merge,
      ref: `refs/pull/${number}/merge`,
      headRef: `feature-${number}`,
      baseRef: 'main',
      fromFork: Boolean(options.fork),
      head,
    };
  }

  /** A merge queue's group of pull request `number` onto main, its commit with these tests. */
  mergeGroup(number: number, tests: PlannedTest[]): WorkflowEvent {
    const sha = this.commit({ tests });
    const headRef = `refs/heads/gh-readonly-queue/main/pr-${number}-${this.main}`;
    return {
      name: 'merge_group',
      payload: {
        action: 'checks_requested',
        merge_group: { head_sha: sha, head_ref: headRef, base_sha: this.main, base_ref: 'refs/heads/main' },
        repository: this.repositoryPayload(),
      },
      sha,
      ref: headRef,
    };
  }

  /** A run of the schedule `cron` on main's head. */
  schedule(cron: string): WorkflowEvent {
    return {
      name: 'schedule',
      payload: { schedule: cron, repository: this.repositoryPayload() },
      sha: this.main,
      ref: 'refs/heads/main',
    };
  }

  /** A run started by hand on main. */
  workflowDispatch(): WorkflowEvent {
    return {
      name: 'workflow_dispatch',
      payload: { ref: 'refs/heads/main', inputs: {}, repository: this.repositoryPayload() },
      sha: this.main,
      ref: 'refs/heads/main',
    };
  }

  /** A `workflow_run` run after `run` (of `workflow`, on `event`) completed, on main's head. */
  workflowRun(run: {
    id: number;
    workflow: string;
    event: WorkflowEvent & { head?: string };
    conclusion: string;
  }): WorkflowEvent {
    const pr = run.event.payload.pull_request as
      { head: { ref: string; repo: { full_name: string } } } | undefined;
    return {
      name: 'workflow_run',
      payload: {
        action: 'completed',
        workflow: { name: run.workflow },
        workflow_run: {
          id: run.id,
          name: run.workflow,
          event: run.event.name,
          conclusion: run.conclusion,
          run_attempt: 1,
          head_sha: run.event.head ?? run.event.sha,
          head_branch: pr?.head.ref ?? 'main',
          head_repository: { full_name: pr?.head.repo.full_name ?? this.repository },
          // GitHub names no pull request here for a fork's (docs/github-facts.md).
          pull_requests: [],
        },
        repository: this.repositoryPayload(),
      },
      sha: this.main,
      ref: 'refs/heads/main',
    };
  }

  /** A deployment of `sha` to `environment` whose status became `state`. */
  deploymentStatus(sha: string, environment: string, state: string, url: string): WorkflowEvent {
    return {
      name: 'deployment_status',
      payload: {
        deployment_status: { state, environment_url: url },
        deployment: { sha, environment, ref: 'feature-7' },
        repository: this.repositoryPayload(),
      },
      sha,
      ref: 'refs/heads/feature-7',
    };
  }
}

/** A started world; `await using` stops it. */
export async function startWorld(): Promise<ExampleWorld> {
  return new ExampleWorld().start();
}
