import { readFileSync } from 'node:fs';

import { FakeApp, HttpError, type RouteContext, type RouteResult } from '../fake-service/app.ts';

/** A check run as the fake GitHub holds it, every annotation of every request appended. */
export interface FakeCheckRun {
  id: number;
  owner: string;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  completed_at: string | null;
  details_url: string | null;
  /** The status after each request, in order: ['in_progress', 'completed']. */
  statuses: string[];
  /** The output title after each request that set one, in order. */
  titles: string[];
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: Array<Record<string, unknown>>;
  /** Annotations per request, in order: [50, 50, 20]. */
  batches: number[];
  html_url: string;
  /** The app whose token created it. */
  app: ReturnType<typeof appOf>;
}

const STATUSES = ['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending'];
const CONCLUSIONS = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
];
const LEVELS = ['notice', 'warning', 'failure'];
/** GitHub's limits (docs/github-facts.md); characters counted as GitHub does, by code point. */
export const GITHUB_LIMITS = {
  annotationsPerRequest: 50,
  titleChars: 255,
  /** "64 KB" for message and raw_details, in bytes. */
  annotationBytes: 64 * 1024,
  outputChars: 65_535,
} as const;

const chars = (s: string) => [...s].length;

/** The route of one check run, for `faults`: its updates (PATCH) and reads. */
export const CHECK_RUN_PATH = '/repos/:owner/:repo/check-runs/:id';
/** The route that creates check runs, for `faults`: `{ kind: 'late-answer', ms }` is a slow create. */
export const CHECK_RUNS_PATH = '/repos/:owner/:repo/check-runs';
/** The check runs of a commit (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`). */
export const COMMIT_CHECK_RUNS_PATH = '/repos/:owner/:repo/commits/:ref/check-runs';

/** A workflow run's artifacts (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts`). */
export const ARTIFACTS_PATH = '/repos/:owner/:repo/actions/runs/:id/artifacts';

/** The token a request carries (`Authorization: token …` or `Bearer …`). */
const tokenOf = (ctx: RouteContext) =>
  /^(?:token|bearer)\s+(\S+)/i.exec(ctx.req.headers.authorization ?? '')?.[1];

/** A branch's commits, newest first (`GET /repos/{owner}/{repo}/commits?sha=`). */
export const COMMITS_PATH = '/repos/:owner/:repo/commits';

/** A file of the repository at a ref (`GET /repos/{owner}/{repo}/contents/{path}?ref=`): its path one segment, `/` escaped. */
export const CONTENTS_PATH = '/repos/:owner/:repo/contents/:path';

/** A workflow run of the repository (`GET /repos/{owner}/{repo}/actions/runs/{run_id}`). */
export const WORKFLOW_RUN_PATH = '/repos/:owner/:repo/actions/runs/:id';

/** The jobs of a workflow run's attempt (`GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{n}/jobs`). */
export const ATTEMPT_JOBS_PATH = '/repos/:owner/:repo/actions/runs/:id/attempts/:attempt/jobs';

/**
 * A workflow run as GitHub describes it: the event that started it, the branch and commit it ran (a
 * pull request's: its head branch and commit; a merge queue's: `gh-readonly-queue/<base>/pr-…`).
 */
export interface FakeWorkflowRun {
  id: number;
  event: string;
  head_branch: string | null;
  head_sha: string;
  run_attempt: number;
}

/**
 * Who a token is, as GitHub tells it: an app's installation token (the workflow token is the app
 * `github-actions`) or a user's token. What a token writes carries it: a check run its `app`, a comment
 * its `user` (`<slug>[bot]`, type `Bot`, for an app) and `performed_via_github_app`.
 */
export type FakeIdentity =
  { kind: 'app'; id: number; slug: string } | { kind: 'user'; id: number; login: string };

/** The identity of a token no test configured: the workflow token (docs/github-facts.md). */
export const WORKFLOW_TOKEN: FakeIdentity = { kind: 'app', id: 15368, slug: 'github-actions' };

/** A user who is not our token: the author of lookalike comments. */
export const ANOTHER_USER: FakeIdentity = { kind: 'user', id: 583231, login: 'octocat' };

/** A comment's author as GitHub shows it. */
const userOf = (who: FakeIdentity) =>
  who.kind === 'app'
    ? { login: `${who.slug}[bot]`, id: 41898282 + who.id, type: 'Bot' }
    : { login: who.login, id: who.id, type: 'User' };
/** An app as GitHub shows it on check runs and comments. */
const appOf = (who: FakeIdentity) =>
  who.kind === 'app' ? { id: who.id, slug: who.slug, name: who.slug, node_id: `A_${who.id}` } : null;

/** What a workflow job's `permissions:` grants a token of one scope (docs/github-facts.md). */
export type PermissionLevel = 'none' | 'read' | 'write';
/** The scopes the fake GitHub checks, each on the routes GitHub checks it on. */
export type PermissionScope = 'actions' | 'checks' | 'contents' | 'issues' | 'pull-requests';
export type Permissions = Partial<Record<PermissionScope, PermissionLevel>>;
const LEVELS_RANK: Record<PermissionLevel, number> = { none: 0, read: 1, write: 2 };

/** An issue as the fake GitHub holds it (`POST /repos/{owner}/{repo}/issues`). */
export interface FakeIssue {
  number: number;
  owner: string;
  repo: string;
  title: string;
  body: string;
  html_url: string;
  user: { login: string; id: number; type: string };
}

/** An artifact a workflow run uploaded: its files by path, as upload-artifact keeps them. */
export interface FakeArtifact {
  id: number;
  name: string;
  runId: number;
  files: Map<string, Buffer>;
}

/** A pull request comment as the fake GitHub holds it (issue comments API). */
export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issue: number;
  body: string;
  html_url: string;
  user: { login: string; id: number; type: string };
  performed_via_github_app: ReturnType<typeof appOf>;
}

/** A comment's body, in characters (docs/github-facts.md). */
export const MAX_COMMENT_CHARS = 65_536;

/**
 * A stand-in for GitHub's Checks API on 127.0.0.1: creates and updates check runs, validating every
 * request as GitHub does (422 "Validation Failed" for more than 50 annotations, a missing field, a text
 * over its size limit), and can answer as a token without `checks: write` does. `basePath` serves it
 * below a prefix, as GitHub Enterprise Server does (`/api/v3`).
 */
export class FakeGitHub {
  readonly app: FakeApp;
  readonly checkRuns = new Map<number, FakeCheckRun>();
  /** When set, every Checks API call gets this answer (a fork pull request's read-only token). */
  deny: { status: number; message: string } | undefined;
  /** Issue comments by ID, in the order written. */
  readonly comments = new Map<number, FakeComment>();
  /** When set, creating or updating a comment gets this answer (a token without `pull-requests: write`). */
  denyCommentWrites: { status: number; message: string } | undefined;
  /** Who each token is; a token not listed is the workflow token (WORKFLOW_TOKEN). */
  readonly tokens = new Map<string, FakeIdentity>();
  /**
   * Commits the repository holds, each with its parent (`addCommits`). While empty, every SHA is taken
   * as a commit; once set, a SHA not among them is unknown, as GitHub answers it.
   */
  readonly parents = new Map<string, string | undefined>();
  /** Branches by name and their head commit: `main` is the newest commit `addCommits` added. */
  readonly branches = new Map<string, string>();
  /** Workflow runs by ID: those `recordRun` saw steps run in, and those a test adds. */
  readonly workflowRuns = new Map<number, FakeWorkflowRun>();
  /**
   * What each token may do, as a job's `permissions:` granted it (`grant`): a scope it lacks is
   * answered 403 "Resource not accessible by integration" on the routes GitHub checks it on, as for a
   * private repository. A token never granted may do everything, as the tests before permissions had it.
   */
  readonly grants = new Map<string, Permissions>();
  /** Issues by number, in the order opened. */
  readonly issues = new Map<number, FakeIssue>();
  /** Artifacts of every workflow run, in the order uploaded. */
  readonly artifacts: FakeArtifact[] = [];
  /** The jobs each attempt of a workflow run ran, by `runId/attempt`: their names, as GitHub shows them. */
  readonly attemptJobs = new Map<string, string[]>();
  private nextJobId = 7_000_001;
  private nextId = 3_000_001;
  private nextCommentId = 9_000_001;
  private nextIssue = 1;
  private nextArtifact = 5_000_001;

  constructor(options: { basePath?: string } = {}) {
    this.app = new FakeApp({ basePath: options.basePath, accounts: () => [] });
    const open = { auth: false };
    this.app.route('POST', '/repos/:owner/:repo/check-runs', (ctx) => this.create(ctx), open);
    this.app.route('PATCH', CHECK_RUN_PATH, (ctx) => this.update(ctx), open);
    this.app.route('GET', CHECK_RUN_PATH, (ctx) => this.get(ctx), open);
    this.app.route('GET', COMMIT_CHECK_RUNS_PATH, (ctx) => this.listForRef(ctx), open);
    this.app.route('GET', '/user', (ctx) => this.authenticatedUser(ctx), open);
    this.app.route('GET', COMMITS_PATH, (ctx) => this.listCommits(ctx), open);
    this.app.route('GET', WORKFLOW_RUN_PATH, (ctx) => this.workflowRun(ctx), open);
    this.app.route('GET', ATTEMPT_JOBS_PATH, (ctx) => this.listAttemptJobs(ctx), open);
    this.app.route(
      'GET',
      '/repos/:owner/:repo/issues/:issue/comments',
      (ctx) => this.listComments(ctx),
      open,
    );
    this.app.route(
      'POST',
      '/repos/:owner/:repo/issues/:issue/comments',
      (ctx) => this.createComment(ctx),
      open,
    );
    this.app.route(
      'PATCH',
      '/repos/:owner/:repo/issues/comments/:id',
      (ctx) => this.updateComment(ctx),
      open,
    );
    this.app.route('POST', '/repos/:owner/:repo/issues', (ctx) => this.createIssue(ctx), open);
    this.app.route('GET', ARTIFACTS_PATH, (ctx) => this.listArtifacts(ctx), open);
    this.app.route('GET', CONTENTS_PATH, (ctx) => this.getContent(ctx), open);
  }

  /** Grants `token` these permissions and no others (a `permissions:` block; metadata is always readable). */
  grant(token: string, permissions: Permissions): void {
    this.grants.set(token, permissions);
  }

  /** 403 as GitHub answers a token whose permissions lack `level` of `scope`. */
  private requirePermission(ctx: RouteContext, ...needs: Array<[PermissionScope, PermissionLevel]>): void {
    const token = tokenOf(ctx);
    const granted = token === undefined ? undefined : this.grants.get(token);
    if (!granted) return;
    const allowed = needs.some(
      ([scope, level]) => LEVELS_RANK[granted[scope] ?? 'none'] >= LEVELS_RANK[level],
    );
    if (!allowed) throw new HttpError(403, 'Resource not accessible by integration');
  }

  /** Opens an issue: `issues: write` (what `gh issue create` calls). */
  private async createIssue(ctx: RouteContext): Promise<RouteResult> {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['issues', 'write']);
    const body = await ctx.json();
    if (typeof body.title !== 'string' || !body.title.trim())
      return { status: 422, body: { message: 'Validation Failed' } };
    const { owner = '', repo = '' } = ctx.params;
    const number = this.nextIssue++;
    const issue: FakeIssue = {
      number,
      owner,
      repo,
      title: body.title,
      body: typeof body.body === 'string' ? body.body : '',
      html_url: `https://github.example.test/${owner}/${repo}/issues/${number}`,
      user: userOf(this.identityOf(ctx)),
    };
    this.issues.set(number, issue);
    return { status: 201, body: issue };
  }

  /** Keeps an artifact of a workflow run, as upload-artifact does with the runner's own credentials. */
  addArtifact(runId: number, name: string, files: Map<string, Buffer>): FakeArtifact {
    const artifact = { id: this.nextArtifact++, name, runId, files };
    this.artifacts.push(artifact);
    return artifact;
  }

  /** A workflow run's artifacts (`actions: read`), what download-artifact reads with `run-id`. */
  private listArtifacts(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['actions', 'read']);
    const runId = Number(ctx.params.id);
    const name = ctx.query.get('name');
    const found = this.artifacts.filter((a) => a.runId === runId && (name === null || a.name === name));
    return {
      status: 200,
      body: {
        total_count: found.length,
        artifacts: found.map((a) => ({ id: a.id, name: a.name, workflow_run: { id: a.runId } })),
      },
    };
  }

  /** Comments of one pull request (or issue), oldest first. */
  commentsOn(issue: number): FakeComment[] {
    return [...this.comments.values()].filter((c) => c.issue === issue);
  }

  /** Seeds a comment, as an earlier run wrote it (by default with the workflow token) or another user. */
  addComment(
    issue: number,
    body: string,
    options: { owner?: string; repo?: string; by?: FakeIdentity } = {},
  ): FakeComment {
    const { owner = 'octo', repo = 'shop', by = WORKFLOW_TOKEN } = options;
    const id = this.nextCommentId++;
    const comment = {
      id,
      owner,
      repo,
      issue,
      body,
      html_url: `https://github.example.test/${owner}/${repo}/pull/${issue}#issuecomment-${id}`,
      user: userOf(by),
      performed_via_github_app: appOf(by),
    };
    this.comments.set(id, comment);
    return comment;
  }

  /**
   * The workflow run a step's environment says it runs in, as GitHub would hold it: its ID, event,
   * branch and commit (a pull request's head, a merge queue's head, else GITHUB_SHA and GITHUB_REF).
   */
  recordRun(env: Record<string, string | undefined>): FakeWorkflowRun | undefined {
    const id = Number(env.GITHUB_RUN_ID);
    if (!Number.isSafeInteger(id) || id < 1) return undefined;
    const event = env.GITHUB_EVENT_NAME ?? 'push';
    let payload: {
      pull_request?: { head?: { sha?: string; ref?: string } };
      merge_group?: { head_sha?: string; head_ref?: string };
    } = {};
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as typeof payload;
    } catch {
      // A step without a payload file: its run is named by its variables alone.
    }
    const branchOf = (ref: string | undefined) => ref?.replace(/^refs\/heads\//, '') || null;
    const head = payload.pull_request?.head ?? {};
    const queue = payload.merge_group ?? {};
    const run: FakeWorkflowRun = {
      id,
      event,
      head_branch: event.startsWith('pull_request')
        ? (head.ref ?? env.GITHUB_HEAD_REF ?? null)
        : event === 'merge_group'
          ? branchOf(queue.head_ref)
          : branchOf(env.GITHUB_REF_NAME ?? env.GITHUB_REF),
      head_sha:
        (event.startsWith('pull_request')
          ? head.sha
          : event === 'merge_group'
            ? queue.head_sha
            : undefined) ??
        env.GITHUB_SHA ??
        '',
      run_attempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    };
    this.workflowRuns.set(id, run);
    return run;
  }

  /** A workflow run; 404 for one the repository does not hold, as GitHub answers. */
  private workflowRun(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['actions', 'read']);
    const run = this.workflowRuns.get(Number(ctx.params.id));
    if (!run) throw new HttpError(404, 'Not Found');
    return { status: 200, body: { ...run, status: 'completed', path: '.github/workflows/ci.yml' } };
  }

  /**
   * The jobs one attempt of a workflow run ran (`actions: read`), 30 to a page by default, at most 100:
   * only those the attempt ran, each with that attempt as its `run_attempt`.
   */
  private listAttemptJobs(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['actions', 'read']);
    const runId = Number(ctx.params.id);
    const attempt = Number(ctx.params.attempt);
    const names = this.attemptJobs.get(`${runId}/${attempt}`);
    if (!names) throw new HttpError(404, 'Not Found');
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
    const jobs = names.map((name, i) => ({
      id: this.nextJobId + i,
      run_id: runId,
      run_attempt: attempt,
      name,
      status: 'completed',
    }));
    return {
      status: 200,
      body: { total_count: jobs.length, jobs: jobs.slice((page - 1) * perPage, page * perPage) },
    };
  }

  /** Commits in order, oldest first: each one's parent is the one before it. */
  addCommits(...shas: string[]): void {
    for (const sha of shas) this.parents.set(sha, [...this.parents.keys()].at(-1));
    const newest = shas.at(-1);
    if (newest) this.branches.set('main', newest);
  }

  /** A commit off the main line (a pull request's head, a queue's commit): its parent named, no branch moved. */
  addCommit(sha: string, parent: string | undefined): void {
    this.parents.set(sha, parent);
  }

  /**
   * A file of the repository at a commit or a branch (`putFile`): `GET …/contents/{path}?ref=` answers it
   * as GitHub does, its text in base64 (docs/github-facts.md); 404 for a path the ref does not hold.
   */
  readonly files = new Map<string, Map<string, string>>();

  /** Puts `text` at `path` in the tree of `ref` (a commit SHA or a branch name). */
  putFile(ref: string, path: string, text: string): void {
    const tree = this.files.get(ref) ?? new Map<string, string>();
    tree.set(path, text);
    this.files.set(ref, tree);
  }

  private getContent(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['contents', 'read']);
    const named = ctx.query.get('ref') ?? 'main';
    const path = ctx.params.path ?? '';
    const text = (this.files.get(named) ?? this.files.get(this.branches.get(named) ?? ''))?.get(path);
    if (text === undefined) throw new HttpError(404, 'Not Found');
    const bytes = Buffer.from(text, 'utf8');
    // GitHub breaks the base64 into lines of 60 characters.
    const content = (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
    return {
      status: 200,
      body: {
        type: 'file',
        encoding: 'base64',
        size: bytes.length,
        name: path.split('/').at(-1),
        path,
        content,
        sha: 'f'.repeat(40),
      },
    };
  }

  /**
   * A commit and its ancestors, newest first, `per_page` of them (30 by default, at most 100); 404 for
   * a SHA the repository does not hold.
   */
  private listCommits(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['contents', 'read']);
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
    const named = ctx.query.get('sha');
    // `sha` is a commit or a branch, whose head the list starts from.
    let sha: string | undefined =
      (named && this.branches.get(named)) ?? named ?? [...this.parents.keys()].at(-1);
    // Without commits named, any SHA is a commit of its own, with no history.
    if (sha && !this.parents.size) return { status: 200, body: [{ sha, parents: [] }] };
    if (!sha || !this.parents.has(sha)) throw new HttpError(404, `No commit found for SHA: ${sha ?? ''}`);
    const commits: { sha: string; parents: { sha: string }[] }[] = [];
    while (sha && commits.length < perPage) {
      const parent: string | undefined = this.parents.get(sha);
      commits.push({ sha, parents: parent ? [{ sha: parent }] : [] });
      sha = parent;
    }
    return { status: 200, body: commits };
  }

  /** Who the request's token is. */
  identityOf(ctx: RouteContext): FakeIdentity {
    const token = tokenOf(ctx);
    if (!token) throw new HttpError(401, 'Requires authentication');
    return this.tokens.get(token) ?? WORKFLOW_TOKEN;
  }

  /** GET /user answers a user's token only; an app's installation token gets 403. */
  private authenticatedUser(ctx: RouteContext): RouteResult {
    const who = this.identityOf(ctx);
    if (who.kind === 'app') throw new HttpError(403, 'Resource not accessible by integration');
    return { status: 200, body: { login: who.login, id: who.id, type: 'User' } };
  }

  /** GitHub pages comments 30 to a page by default, at most 100, and links the next page (`Link`). */
  private listComments(ctx: RouteContext): RouteResult {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['pull-requests', 'read'], ['issues', 'read']);
    const issue = Number(ctx.params.issue);
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
    const all = this.commentsOn(issue).filter(
      (c) => c.owner === ctx.params.owner && c.repo === ctx.params.repo,
    );
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const headers: Record<string, string> = {};
    if (page < last) {
      const at = (n: number) =>
        `<${this.url}/repos/${ctx.params.owner}/${ctx.params.repo}/issues/${issue}/comments?per_page=${perPage}&page=${n}>`;
      headers.link = `${at(page + 1)}; rel="next", ${at(last)}; rel="last"`;
    }
    return { status: 200, body: all.slice((page - 1) * perPage, page * perPage), headers };
  }

  private async createComment(ctx: RouteContext): Promise<RouteResult> {
    this.authorizeCommentWrite(ctx);
    const body = await ctx.json();
    const invalidBody = commentBodyErrors(body);
    if (invalidBody) return invalidBody;
    const { owner = '', repo = '' } = ctx.params;
    const by = this.identityOf(ctx);
    const comment = this.addComment(Number(ctx.params.issue), body.body as string, { owner, repo, by });
    return { status: 201, body: comment };
  }

  private async updateComment(ctx: RouteContext): Promise<RouteResult> {
    this.authorizeCommentWrite(ctx);
    const body = await ctx.json();
    const comment = this.comments.get(Number(ctx.params.id));
    if (!comment || comment.owner !== ctx.params.owner || comment.repo !== ctx.params.repo)
      throw new HttpError(404, 'Not Found');
    const invalidBody = commentBodyErrors(body);
    if (invalidBody) return invalidBody;
    comment.body = body.body as string;
    return { status: 200, body: comment };
  }

  private authorizeToken(ctx: RouteContext): void {
    if (!/^(token|bearer)\s+\S+/i.test(ctx.req.headers.authorization ?? ''))
      throw new HttpError(401, 'Requires authentication');
  }

  private authorizeCommentWrite(ctx: RouteContext): void {
    this.authorizeToken(ctx);
    this.requirePermission(ctx, ['pull-requests', 'write'], ['issues', 'write']);
    if (this.denyCommentWrites)
      throw new HttpError(this.denyCommentWrites.status, this.denyCommentWrites.message);
  }

  /**
   * Faults for the next matching requests, as the fake service has them: `faults.add('PATCH',
   * CHECK_RUN_PATH, 502, 502)` answers the next two check-run updates with 502 (nothing applied),
   * `{ kind: 'delay', ms }` answers late (applied all the same), `always` until `faults.clear()`.
   */
  get faults() {
    return this.app.faults;
  }

  get url(): string {
    return this.app.url;
  }
  get requests() {
    return this.app.requests;
  }
  start(): Promise<string> {
    return this.app.start();
  }
  stop(): Promise<void> {
    return this.app.stop();
  }

  /** Answers every Checks API call with 403 "Resource not accessible by integration". */
  denyChecks(message = 'Resource not accessible by integration'): void {
    this.deny = { status: 403, message };
  }

  /** The only check run, for tests that make one. */
  only(): FakeCheckRun {
    const runs = [...this.checkRuns.values()];
    if (runs.length !== 1) throw new Error(`expected one check run, found ${runs.length}`);
    return runs[0]!;
  }

  /**
   * The Checks API takes an app's token only (a user's token gets 403), with `checks: read` to read
   * and `checks: write` to write (which includes reading).
   */
  private authorize(ctx: RouteContext, level: 'read' | 'write' = 'write'): FakeIdentity {
    const who = this.identityOf(ctx);
    if (this.deny) throw new HttpError(this.deny.status, this.deny.message);
    if (who.kind !== 'app') throw new HttpError(403, 'Resource not accessible by personal access token');
    this.requirePermission(ctx, ['checks', level]);
    return who;
  }

  private async create(ctx: RouteContext): Promise<RouteResult> {
    const by = this.authorize(ctx);
    const body = await ctx.json();
    const errors = [
      ...requireString(body, 'name'),
      ...requireString(body, 'head_sha'),
      ...(typeof body.head_sha === 'string' && !/^[0-9a-f]{40}$/i.test(body.head_sha)
        ? [invalid('head_sha', 'is not a commit SHA')]
        : []),
      ...this.checkRunFields(body),
    ];
    if (errors.length) return validationFailed(errors);
    const id = this.nextId++;
    const { owner = '', repo = '' } = ctx.params;
    const run: FakeCheckRun = {
      id,
      owner,
      repo,
      name: body.name as string,
      head_sha: body.head_sha as string,
      status: (body.status as string | undefined) ?? 'queued',
      conclusion: (body.conclusion as string | undefined) ?? null,
      external_id: (body.external_id as string | undefined) ?? null,
      completed_at: (body.completed_at as string | undefined) ?? null,
      details_url: null,
      statuses: [],
      titles: [],
      output: { title: null, summary: null, text: null },
      annotations: [],
      batches: [],
      html_url: `https://github.example.test/${owner}/${repo}/runs/${id}`,
      app: appOf(by),
    };
    this.apply(run, body);
    this.checkRuns.set(id, run);
    return { status: 201, body: this.view(run) };
  }

  private async update(ctx: RouteContext): Promise<RouteResult> {
    this.authorize(ctx);
    const body = await ctx.json();
    const run = this.find(ctx);
    const errors = this.checkRunFields(body);
    if (errors.length) return validationFailed(errors);
    this.apply(run, body);
    return { status: 200, body: this.view(run) };
  }

  private get(ctx: RouteContext): RouteResult {
    this.authorize(ctx, 'read');
    return { status: 200, body: this.view(this.find(ctx)) };
  }

  /**
   * A commit's check runs, newest first, as GitHub filters them: `check_name`, `status`, `app_id`,
   * and `filter` (`latest`, the default: only the newest run of each name, of the app when `app_id`
   * names one; `all`); 30 to a page by
   * default, at most 100. A commit the repository does not hold (once `addCommits` named some) is 422.
   */
  private listForRef(ctx: RouteContext): RouteResult {
    this.authorize(ctx, 'read');
    const { owner, repo, ref } = ctx.params;
    if (this.parents.size && !this.parents.has(ref ?? ''))
      throw new HttpError(422, `No commit found for SHA: ${ref ?? ''}`);
    const latest = (ctx.query.get('filter') ?? 'latest') === 'latest';
    const name = ctx.query.get('check_name');
    const status = ctx.query.get('status');
    const appId = ctx.query.get('app_id');
    // The newest of each name among the app's runs when one is asked for, else among all.
    const newest = new Map<string, number>();
    for (const r of this.checkRuns.values())
      if (r.head_sha === ref && (appId === null || String(r.app?.id) === appId))
        newest.set(r.name, Math.max(r.id, newest.get(r.name) ?? 0));
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
    const all = [...this.checkRuns.values()]
      .filter(
        (r) =>
          r.owner === owner &&
          r.repo === repo &&
          r.head_sha === ref &&
          (name === null || r.name === name) &&
          (status === null || r.status === status) &&
          (appId === null || String(r.app?.id) === appId) &&
          (!latest || newest.get(r.name) === r.id),
      )
      .reverse();
    return {
      status: 200,
      body: {
        total_count: all.length,
        check_runs: all.slice((page - 1) * perPage, page * perPage).map((r) => this.view(r)),
      },
    };
  }

  private find(ctx: RouteContext): FakeCheckRun {
    const run = this.checkRuns.get(Number(ctx.params.id));
    if (!run || run.owner !== ctx.params.owner || run.repo !== ctx.params.repo)
      throw new HttpError(404, 'Not Found');
    return run;
  }

  /** The fields create and update share. */
  private checkRunFields(body: Record<string, unknown>): ValidationError[] {
    const errors: ValidationError[] = [];
    if (body.status !== undefined && !STATUSES.includes(body.status as string))
      errors.push(invalid('status', 'is not a check run status'));
    if (body.conclusion !== undefined && !CONCLUSIONS.includes(body.conclusion as string))
      errors.push(invalid('conclusion', 'is not a conclusion'));
    if (body.status === 'completed' && body.conclusion === undefined)
      errors.push(missing('conclusion', 'is required when status is completed'));
    if (body.external_id !== undefined && typeof body.external_id !== 'string')
      errors.push(invalid('external_id', 'must be a string'));
    if (body.output !== undefined) errors.push(...outputErrors(body.output));
    return errors;
  }

  private apply(run: FakeCheckRun, body: Record<string, unknown>): void {
    for (const field of [
      'name',
      'status',
      'conclusion',
      'external_id',
      'completed_at',
      'details_url',
    ] as const) {
      if (typeof body[field] === 'string') (run as unknown as Record<string, unknown>)[field] = body[field];
    }
    run.statuses.push(run.status);
    const output = body.output as Record<string, unknown> | undefined;
    if (!output) return;
    run.output.title = output.title as string;
    run.titles.push(run.output.title);
    run.output.summary = output.summary as string;
    if (typeof output.text === 'string') run.output.text = output.text;
    const annotations = (output.annotations as Array<Record<string, unknown>> | undefined) ?? [];
    // GitHub appends the annotations of every request to those already on the run.
    run.annotations.push(...annotations);
    run.batches.push(annotations.length);
  }

  private view(run: FakeCheckRun) {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.head_sha,
      status: run.status,
      conclusion: run.conclusion,
      external_id: run.external_id,
      completed_at: run.completed_at,
      details_url: run.details_url,
      html_url: run.html_url,
      app: run.app,
      output: { ...run.output, annotations_count: run.annotations.length },
    };
  }
}

interface ValidationError {
  resource: 'CheckRun';
  field: string;
  code: 'missing_field' | 'invalid';
  message: string;
}

const missing = (field: string, message = 'is required'): ValidationError => ({
  resource: 'CheckRun',
  field,
  code: 'missing_field',
  message: `${field} ${message}`,
});
const invalid = (field: string, message: string): ValidationError => ({
  resource: 'CheckRun',
  field,
  code: 'invalid',
  message: `${field} ${message}`,
});

/** 422 for a comment without a body or with one over GitHub's limit; undefined when it is fine. */
function commentBodyErrors(body: Record<string, unknown>): RouteResult {
  if (typeof body.body !== 'string' || !body.body)
    return { status: 422, body: { message: 'Validation Failed' } };
  if (chars(body.body) > MAX_COMMENT_CHARS)
    return {
      status: 422,
      body: { message: `Body is too long (maximum is ${MAX_COMMENT_CHARS} characters)` },
    };
  return undefined;
}

function requireString(body: Record<string, unknown>, field: string): ValidationError[] {
  return typeof body[field] === 'string' && body[field] ? [] : [missing(field)];
}

function validationFailed(errors: ValidationError[]): RouteResult {
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors,
      documentation_url: 'https://docs.github.com/rest/checks/runs',
    },
  };
}

function outputErrors(value: unknown): ValidationError[] {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return [invalid('output', 'must be an object')];
  const output = value as Record<string, unknown>;
  const errors: ValidationError[] = [];
  for (const field of ['title', 'summary']) {
    if (typeof output[field] !== 'string') errors.push(missing(`output.${field}`));
  }
  for (const field of ['summary', 'text']) {
    const text = output[field];
    if (typeof text === 'string' && chars(text) > GITHUB_LIMITS.outputChars)
      errors.push(invalid(`output.${field}`, `is longer than ${GITHUB_LIMITS.outputChars} characters`));
  }
  const annotations = output.annotations;
  if (annotations === undefined) return errors;
  if (!Array.isArray(annotations)) return [...errors, invalid('output.annotations', 'must be an array')];
  if (annotations.length > GITHUB_LIMITS.annotationsPerRequest)
    errors.push(
      invalid(
        'output.annotations',
        `has more than ${GITHUB_LIMITS.annotationsPerRequest} items in one request`,
      ),
    );
  annotations.forEach((a: unknown, i) => {
    errors.push(...annotationErrors(a, `output.annotations[${i}]`));
  });
  return errors;
}

function annotationErrors(value: unknown, at: string): ValidationError[] {
  if (!value || typeof value !== 'object') return [invalid(at, 'must be an object')];
  const a = value as Record<string, unknown>;
  const errors: ValidationError[] = [];
  if (typeof a.path !== 'string' || !a.path) errors.push(missing(`${at}.path`));
  for (const field of ['start_line', 'end_line']) {
    const line = a[field];
    if (!Number.isInteger(line) || (line as number) < 1) errors.push(missing(`${at}.${field}`));
  }
  if ((a.end_line as number) < (a.start_line as number))
    errors.push(invalid(`${at}.end_line`, 'is before start_line'));
  if (!LEVELS.includes(a.annotation_level as string)) errors.push(missing(`${at}.annotation_level`));
  if (typeof a.message !== 'string' || !a.message) errors.push(missing(`${at}.message`));
  for (const field of ['message', 'raw_details']) {
    const text = a[field];
    if (typeof text === 'string' && Buffer.byteLength(text) > GITHUB_LIMITS.annotationBytes)
      errors.push(invalid(`${at}.${field}`, 'is larger than 64 KB'));
  }
  if (a.title !== undefined && (typeof a.title !== 'string' || chars(a.title) > GITHUB_LIMITS.titleChars))
    errors.push(invalid(`${at}.title`, `is longer than ${GITHUB_LIMITS.titleChars} characters`));
  if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line)
    errors.push(invalid(`${at}.start_column`, 'is only allowed when start_line and end_line match'));
  return errors;
}

/** Starts a fake GitHub for one test file; `await using` stops it. */
export async function startFakeGitHub(
  options: { basePath?: string } = {},
): Promise<FakeGitHub & AsyncDisposable> {
  const github = new FakeGitHub(options);
  await github.start();
  return Object.assign(github, { [Symbol.asyncDispose]: () => github.stop() });
}
