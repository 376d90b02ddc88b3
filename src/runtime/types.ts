// The types every layer above the service client shares. Imports nothing of ours, so the reporting
// module and the Codeless logic can name a logger or a clock without loading the runner glue.
import type { getOctokit } from '@actions/github';

/** Octokit as `@actions/github` makes it. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * Makes the GitHub client for a token, as the runtime configures it (API address, proxy, log); Octokit
 * is loaded on the first call only, so a step that never reports never pays for it. Undefined without
 * a token.
 */
export type GitHubConnector = (token: string | undefined) => Promise<GitHubClient | undefined>;

/** Where an annotation points; cloud tests have no source line, so callers choose a file and line. */
export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
}

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
  notice(message: string, place?: AnnotationPlace): void;
}

export interface Clock {
  now(): number;
  /** Rejects when the signal aborts, so a cancelled step stops waiting at once. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * A GitHub matrix leg's hash, and where names must carry it because the leg's text alone may not tell
 * it from another leg (src/runtime/job-identity.ts).
 */
export interface LegHash {
  /** A short hash of the whole matrix value: the same for the leg on every run and attempt. */
  value: string;
  /** The text is cut, or reads two ways (a value nested, a control character dropped): check names carry it. */
  inCheckName: boolean;
  /** Its build-name form (`os-linux`) may meet another leg's (a dash, a space, a quote, a cut): build names carry it. */
  inBuildName: boolean;
}

/** The job a step runs in, as far as it can be told (src/runtime/job-identity.ts). */
export interface JobIdentity {
  /** GITHUB_JOB: the job's key in the workflow. */
  job: string | undefined;
  /** The matrix leg's keys and values in a short readable form (`os: linux`); undefined outside a matrix. */
  leg: string | undefined;
  /** The leg's hash, for a GitHub matrix leg (`matrix` input); other hosts' legs need none. */
  legHash?: LegHash;
  /**
   * The leg's values in order, as GitHub names a matrix job by them (`tests (Pixel 8, android)`): how
   * a job after the matrix tells whether a leg an earlier attempt ran is of this attempt's matrix.
   */
  values?: string[];
  runId: string | undefined;
  attempt: number;
  /** `owner/repo`. */
  repository: string | undefined;
  /**
   * The job's place in its matrix (`strategy.job-index` of `strategy.job-total`; 0 of 1 outside one),
   * from the reporting actions' `strategy` input: a job after the matrix expects every place to report.
   */
  place?: { index: number; total: number };
  /** A leg of actions/shard's matrix: what the plan gave it (its report records its prediction). */
  shardLeg?: ShardLeg;
}

/** A leg of actions/shard's matrix as the `matrix` input gives it. */
export interface ShardLeg {
  /** The leg's predicted time, in seconds; undefined when the plan had no history. */
  predictedSeconds?: number;
  /** The tests the plan gave the leg, by name. */
  tests: readonly string[];
}

/** What every action's `run` gets besides its inputs; tests pass their own. */
export interface ActionContext {
  log: Logger;
  clock: Clock;
  /** Aborted when the runner cancels the step (SIGINT, then SIGTERM). */
  signal: AbortSignal;
  env: Record<string, string | undefined>;
  saveState(name: string, value: string): void;
  getState(name: string): string;
  setSecret(secret: string): void;
  /** GitHub, for the steps that report there. */
  github: GitHubConnector;
  job: JobIdentity;
}

/** What `run` hands back: outputs and variables to write, and a failure that still keeps them. */
export interface ActionResult {
  outputs: Record<string, string>;
  env?: Record<string, string>;
  /** Set when the step must fail although it finished its work (failed tests, a time-out). */
  failure?: string;
}
