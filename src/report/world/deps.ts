import type { GitHubClient, JobIdentity, Logger } from '../../runtime/types.ts';
import type { RunnerEvent } from './event.ts';
import type { SummaryWriter } from './step-summary.ts';

/** An app as GitHub returns it on a check run (`app`) or a comment (`performed_via_github_app`). */
export interface GitHubApp {
  id?: number | null;
  slug?: string | null;
}

/** Everything the outputs need from the outside world; `reportDeps` builds it on a runner. */
export interface ReportDeps {
  /** Checks API client; undefined without a token. */
  github: GitHubClient | undefined;
  /** From GITHUB_REPOSITORY; undefined outside Actions. */
  repository: { owner: string; repo: string } | undefined;
  /** The commit the check run goes on (pull request head, workflow run head, else GITHUB_SHA). */
  headSha: string | undefined;
  /** Where annotations go unless the input names a path: the workflow file that ran. */
  workflowPath: string;
  /** The workflow run's page, for the check run's "Details". */
  detailsUrl: string | undefined;
  summary: SummaryWriter;
  log: Logger;
  env: Record<string, string | undefined>;
  /** The event that started the workflow run, its payload read once (event.ts). */
  event: RunnerEvent;
  /** The step's cancellation; GitHub requests stop with it. */
  signal?: AbortSignal;
  now: () => number;
  /** Waits between GitHub writes; rejects when the step is cancelled. */
  pause: (ms: number) => Promise<void>;
  /** Time limit of one GitHub request. */
  requestTimeoutMs?: number;
  /** The workflow run, attempt, job and matrix place the step runs in: the check run's mark says them. */
  job?: JobIdentity;
  /**
   * The service's address (`api-url`): its host may serve recordings wherever it is. Asked only when
   * recordings are downloaded: a post step that reports without the service never makes its client.
   */
  serviceUrl?: () => string | undefined;
  /**
   * Writes this step's check run (opens it in progress) when none of its writes has answered yet:
   * GitHub's answer names the app the step writes as, the only app whose earlier report is trusted
   * (src/report/history/own-app.ts). Without it, only an answer already received tells.
   */
  openOwnCheck?: () => Promise<void>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Each GitHub request ends with the step's cancellation or after its own time limit. */
export function requestSignal(deps: Pick<ReportDeps, 'signal' | 'requestTimeoutMs'>): () => AbortSignal {
  return () => {
    const timeout = AbortSignal.timeout(deps.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    return deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout;
  };
}
