import type { GitHubClient } from '../../runtime/types.ts';

/**
 * A GitHub client whose reads of a commit's check runs, of a branch's commits and of workflow runs are shared: the
 * first read of a commit lists all its check runs (one request per 100) and every later question
 * about that commit (another check's name, an app) is answered from it, as GitHub would filter it.
 * Reading the base reports of many checks on one commit (the legs of a matrix, each against its own
 * leg's report) thus reads each base commit once, however many checks compare with it.
 */
export interface SharedReads {
  github: GitHubClient;
  /** Requests made so far. */
  reads: () => number;
}

type ListForRef = GitHubClient['rest']['checks']['listForRef'];
type ListCommits = GitHubClient['rest']['repos']['listCommits'];
type GetWorkflowRun = GitHubClient['rest']['actions']['getWorkflowRun'];
type CheckRun = Awaited<ReturnType<ListForRef>>['data']['check_runs'][number];

const PAGE = 100;

export function sharedReads(github: GitHubClient): SharedReads {
  const counted = { reads: 0 };
  const checkRuns = new Map<string, Promise<CheckRun[]>>();
  const answers = new Map<string, Promise<unknown>>();
  /** One request per key, counted; every later ask of the key gets the same answer. */
  const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    let known = answers.get(key) as Promise<T> | undefined;
    if (!known) {
      counted.reads++;
      answers.set(key, (known = ask()));
    }
    return known;
  };

  const listForRef = (async (params: ListForRefParams) => {
    const key = `${params.owner}/${params.repo}@${params.ref}`;
    let all = checkRuns.get(key);
    if (!all) checkRuns.set(key, (all = everyCheckRun(github, params, counted)));
    return { data: filtered(await all, params) };
  }) as unknown as ListForRef;

  const listCommits = ((params: Parameters<ListCommits>[0] & object) =>
    once(`commits ${params.owner}/${params.repo}@${params.sha}/${params.per_page}`, () =>
      github.rest.repos.listCommits(params),
    )) as unknown as ListCommits;

  // The workflow run a base report names (trust.ts): the legs' reports on one commit name the same one.
  const getWorkflowRun = ((params: Parameters<GetWorkflowRun>[0] & object) =>
    once(`run ${params.owner}/${params.repo}#${params.run_id}`, () =>
      github.rest.actions.getWorkflowRun(params),
    )) as unknown as GetWorkflowRun;

  const shared = {
    ...github,
    rest: {
      ...github.rest,
      checks: { ...github.rest.checks, listForRef },
      repos: { ...github.rest.repos, listCommits },
      actions: { ...github.rest.actions, getWorkflowRun },
    },
  } as unknown as GitHubClient;
  return { github: shared, reads: () => counted.reads };
}

type ListForRefParams = Parameters<ListForRef>[0] & object;

/** Every check run of the commit, 100 to a request. */
async function everyCheckRun(
  github: GitHubClient,
  { owner, repo, ref, request }: ListForRefParams,
  counted: { reads: number },
): Promise<CheckRun[]> {
  const all: CheckRun[] = [];
  for (let page = 1; ; page++) {
    counted.reads++;
    const { data } = await github.rest.checks.listForRef({
      owner,
      repo,
      ref,
      filter: 'all',
      per_page: PAGE,
      page,
      ...(request ? { request } : {}),
    });
    all.push(...data.check_runs);
    if (data.check_runs.length < PAGE || all.length >= data.total_count) return all;
  }
}

/** The check runs a request would get, as GitHub filters them: `latest`, the default, keeps the newest of each name. */
function filtered(
  all: CheckRun[],
  params: ListForRefParams,
): { total_count: number; check_runs: CheckRun[] } {
  const newest = new Map<string, number>();
  for (const run of all) newest.set(run.name, Math.max(run.id, newest.get(run.name) ?? 0));
  const matching = all
    .filter(
      (run) =>
        (params.check_name === undefined || run.name === params.check_name) &&
        (params.status === undefined || run.status === params.status) &&
        (params.app_id === undefined || run.app?.id === params.app_id) &&
        (params.filter === 'all' || newest.get(run.name) === run.id),
    )
    .sort((a, b) => b.id - a.id);
  const perPage = params.per_page ?? 30;
  const page = params.page ?? 1;
  return { total_count: matching.length, check_runs: matching.slice((page - 1) * perPage, page * perPage) };
}
