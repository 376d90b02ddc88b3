// npm run validate: every action.yml, every docs/examples/*.yml workflow (the example quarantine file,
// read by the actions' own reader instead) and the repository's own
// .github/workflows/*.yml, checked with GitHub's own validator (@actions/languageservice, the engine of
// the Actions extension for VS Code) and the action files then with the rules of this bundle. Prints one `file:line:column: message` line per problem; exits 1 if any.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

import { isMap, isScalar, LineCounter, parseDocument, type Scalar } from 'yaml';

import { parseQuarantine } from '../src/report/value/quarantine.ts';
import {
  MATRIX_INPUT,
  MATRIX_INPUT_DEFAULT,
  STRATEGY_INPUT,
  STRATEGY_INPUT_DEFAULT,
} from '../src/runtime/job-identity.ts';
import { SERVICE_SETTING_INPUTS } from '../src/runtime/settings.ts';
import { type ActionFile, actionFiles, ROOT, USES_REF, USES_REPO } from './action-files.ts';
import { allowGitHubPackageJson } from './github-packages.ts';

export const EXAMPLES_DIR = 'docs/examples';
/** The example of a quarantine file among the examples: no workflow. */
export const QUARANTINE_EXAMPLE = 'cloudtest-quarantine.yml';
/** Actions that talk to GitHub alone, under actions/: they take no service settings (CONTRACT). */
export const GITHUB_ONLY_ACTIONS = ['combine'];
export const WORKFLOWS_DIR = '.github/workflows';

export interface Problem {
  /** Relative to the repository root. */
  file: string;
  line: number;
  column: number;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}:${p.line}:${p.column}: ${p.message}`;

type LanguageService = typeof import('@actions/languageservice');
type Metadata = NonNullable<
  Awaited<ReturnType<import('@actions/languageservice').ActionsMetadataProvider['fetchActionMetadata']>>
>;

let service: Promise<{ ls: LanguageService; crashes: string[] }> | undefined;

/** Loads the validator once (its JSON schemas through allowGitHubPackageJson). */
function languageService(): Promise<{ ls: LanguageService; crashes: string[] }> {
  service ??= (async () => {
    allowGitHubPackageJson();
    const ls = await import('@actions/languageservice');
    // The validator logs its own crashes and returns no diagnostics; a crash must not pass as valid.
    const crashes: string[] = [];
    ls.registerLogger({ error: (m) => crashes.push(m), warn: () => {}, info: () => {}, log: () => {} });
    return { ls, crashes };
  })();
  return service;
}

/** GitHub's verdict; the URI tells it an action.yml from a workflow. */
async function githubDiagnostics(
  path: string,
  text: string,
  actions: readonly ActionFile[] = [],
): Promise<Problem[]> {
  const { ls, crashes } = await languageService();
  const { clearCacheEntry } = await import('@actions/languageservice/utils/workflow-cache');
  const uri = pathToFileURL(path).href;
  // The validator caches by URI; tests validate several texts under one name.
  clearCacheEntry(uri);
  crashes.length = 0;
  // Validation reads only the document's uri and text, so a plain object stands in for the editor's
  // TextDocument (whose package is not ours to depend on).
  const document = { uri, getText: () => text } as unknown as Parameters<LanguageService['validate']>[0];
  const diagnostics = await ls.validate(document, {
    actionsMetadataProvider: { fetchActionMetadata: async (ref) => metadataFor(ref, actions) },
  });
  const file = relative(ROOT, path);
  const problems: Problem[] = diagnostics
    // 1 error, 2 warning; information and hints do not fail the check.
    .filter((d) => d.severity === undefined || d.severity <= 2)
    .map((d) => ({
      file,
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      message: typeof d.message === 'string' ? d.message : d.message.value,
    }));
  for (const crash of crashes)
    problems.push({ file, line: 1, column: 1, message: `validator failed: ${crash}` });
  return problems;
}

/**
 * Inputs of our own actions come from their action.yml, so a workflow with a misspelt or missing input
 * fails; any other action is taken as it is (no inputs to check against).
 */
function metadataFor(
  ref: { owner: string; name: string; ref: string; path?: string },
  actions: readonly ActionFile[],
): Metadata | undefined {
  if (`${ref.owner}/${ref.name}` !== USES_REPO) return { name: ref.name, description: '' };
  if (ref.ref !== USES_REF) return undefined;
  const file = actions.find((a) => a.usesSuffix === (ref.path ? `/${ref.path}` : ''));
  return file?.metadata as Metadata | undefined;
}

/** The rules of this bundle that GitHub's schema leaves open. */
function bundleRules(path: string, text: string): Problem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const file = relative(ROOT, path);
  const problems: Problem[] = [];
  /** Points at the key of the deepest mapping entry along `keys` that exists. */
  const report = (keys: string[], message: string) => {
    let node: unknown = doc.contents;
    let offset = 0;
    for (const key of keys) {
      const pair = isMap(node) ? node.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
      if (!pair) break;
      offset = (pair.key as Scalar).range?.[0] ?? offset;
      node = pair.value;
    }
    const { line, col } = lineCounter.linePos(offset);
    problems.push({ file, line, column: col, message });
  };
  const metadata = doc.toJS() as ActionFile['metadata'] | null;
  if (!metadata || typeof metadata !== 'object') return problems;

  for (const kind of ['inputs', 'outputs'] as const) {
    for (const [name, spec] of Object.entries(metadata[kind] ?? {})) {
      if (typeof spec?.description !== 'string' || !spec.description.trim()) {
        report([kind, name], `${kind.slice(0, -1)} "${name}" needs a description`);
      }
    }
  }
  const runs = metadata.runs ?? ({} as Partial<ActionFile['metadata']['runs']>);
  if (runs.using !== 'node24') report(['runs', 'using'], `runs.using must be node24, not ${runs.using}`);
  for (const stage of ['main', 'post'] as const) {
    const entry = runs[stage];
    if (entry === undefined) continue;
    const target = resolve(path, '..', entry);
    if (!target.startsWith(join(ROOT, 'dist') + sep) || !target.endsWith('.js')) {
      report(
        ['runs', stage],
        `runs.${stage} must name a .js entry under dist/ (the committed bundle), not ${entry}`,
      );
    }
  }
  if (runs.post && !runs['post-if']) {
    report(['runs'], 'runs.post needs a post-if (always(), so clean-up runs after a failure or a cancel)');
  }
  if (!metadata.branding?.icon || !metadata.branding?.color) {
    report(['branding'], 'branding needs an icon and a color');
  }
  const githubOnly = GITHUB_ONLY_ACTIONS.includes(basename(dirname(path)));
  for (const name of SERVICE_SETTING_INPUTS) {
    if (githubOnly && metadata.inputs?.[name])
      report(['inputs', name], `an action that talks to GitHub alone takes no "${name}"`);
    if (!githubOnly && !metadata.inputs?.[name]) report(['inputs'], `every action takes the input "${name}"`);
  }
  // The client puts /v1/... right after api-url: whether /api belongs in it is the user's to know.
  const apiUrl = metadata.inputs?.['api-url']?.description;
  if (apiUrl !== undefined && !(apiUrl.includes('/v1/...') && apiUrl.includes('/api')))
    report(
      ['inputs', 'api-url', 'description'],
      'api-url must say what goes in front of /v1/..., /api or not',
    );
  const matrix = metadata.inputs?.[MATRIX_INPUT];
  if (matrix?.default !== MATRIX_INPUT_DEFAULT) {
    report(
      ['inputs'],
      `every action takes the input "${MATRIX_INPUT}" with the default ${MATRIX_INPUT_DEFAULT}`,
    );
  }
  // An action that reports a job's tests writes the job's place in its matrix on its check run, so a
  // job after the matrix (actions/combine, which reports no job's own) expects every leg.
  const reportsJob = metadata.inputs?.['fail-on-failure'];
  if (reportsJob && metadata.inputs?.[STRATEGY_INPUT]?.default !== STRATEGY_INPUT_DEFAULT) {
    report(
      ['inputs'],
      `an action that reports a job's tests takes the input "${STRATEGY_INPUT}" with the default ${STRATEGY_INPUT_DEFAULT}`,
    );
  }
  const token = metadata.inputs?.['github-token'];
  if (token && !/^\$\{\{\s*github\.token\s*\}\}$/.test(token.default ?? '')) {
    report(['inputs', 'github-token', 'default'], `github-token must default to \${{ github.token }}`);
  }
  return problems;
}

const byPlace = (a: Problem, b: Problem) => a.line - b.line || a.column - b.column;

export async function validateActionFile(path: string, text: string): Promise<Problem[]> {
  return [...(await githubDiagnostics(path, text)), ...bundleRules(path, text)].sort(byPlace);
}

export async function validateWorkflowFile(
  path: string,
  text: string,
  actions: readonly ActionFile[] = actionFiles(),
): Promise<Problem[]> {
  return [...(await githubDiagnostics(path, text, actions)), ...workflowRules(path, text)].sort(byPlace);
}

/**
 * A job of a `workflow_run` workflow that runs tests skips the runs of pull requests from this
 * repository: it is there for forks' pull requests, which get no secrets, while a pull request from
 * this repository is tested by the usual workflow, and would otherwise be tested, and billed, twice.
 */
const FORKS_ONLY =
  /github\.event\.workflow_run\.head_repository\.(?:full_name\s*!=\s*github\.repository\b|fork\b)/;

/**
 * The steps of a job that only reports what another run tested (the hardened mode's report): an
 * App's token, annotate-build, combine. Such a job runs no test, so it bills nothing twice.
 */
const REPORTING_STEP =
  /^(?:actions\/create-github-app-token|cloudtest\/cloudtest-actions\/actions\/(?:annotate-build|combine))@/;

const onlyReports = (job: { steps?: unknown } | undefined) =>
  Array.isArray(job?.steps) &&
  job.steps.length > 0 &&
  job.steps.every((step: { uses?: unknown }) => REPORTING_STEP.test(String(step?.uses ?? '')));

/** The rules of this bundle for workflows that GitHub's schema leaves open. */
function workflowRules(path: string, text: string): Problem[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const workflow = doc.toJS() as {
    on?: unknown;
    jobs?: Record<string, { if?: unknown; steps?: unknown }>;
  } | null;
  const on = workflow?.on;
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
  if (!events.includes('workflow_run')) return [];
  const jobs = doc.get('jobs');
  return Object.entries(workflow?.jobs ?? {})
    .filter(([, job]) => !FORKS_ONLY.test(String(job?.if ?? '')) && !onlyReports(job))
    .map(([name]) => {
      const key = isMap(jobs)
        ? jobs.items.find((p) => isScalar(p.key) && p.key.value === name)?.key
        : undefined;
      const { line, col } = lineCounter.linePos((key as Scalar | undefined)?.range?.[0] ?? 0);
      return {
        file: relative(ROOT, path),
        line,
        column: col,
        message: `job "${name}" of a workflow_run workflow must run only for forks' pull requests (if: github.event.workflow_run.head_repository.full_name != github.repository): the usual workflow tests this repository's own, which would be tested and billed twice`,
      };
    });
}

/** The workflow files (.yml, .yaml) of a folder of the repository, in name order. */
export function workflowFiles(dir: string): string[] {
  const path = join(ROOT, dir);
  return readdirSync(path)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(path, name));
}

export async function validateAll(): Promise<{
  problems: Problem[];
  actions: number;
  examples: number;
  workflows: number;
}> {
  const actions = actionFiles();
  const problems: Problem[] = [];
  for (const action of actions) {
    problems.push(...(await validateActionFile(action.path, readFileSync(action.path, 'utf8'))));
  }
  const counts = { examples: 0, workflows: 0 };
  for (const [kind, dir] of [
    ['examples', EXAMPLES_DIR],
    ['workflows', WORKFLOWS_DIR],
  ] as const) {
    const files = workflowFiles(dir).filter((path) => basename(path) !== QUARANTINE_EXAMPLE);
    for (const path of files) {
      problems.push(...(await validateWorkflowFile(path, readFileSync(path, 'utf8'), actions)));
    }
    if (!files.length) problems.push({ file: dir, line: 1, column: 1, message: `no ${kind} to validate` });
    counts[kind] = files.length;
  }
  problems.push(...quarantineExampleProblems(join(EXAMPLES_DIR, QUARANTINE_EXAMPLE)));
  return { problems, actions: actions.length, ...counts };
}

/** The example quarantine file, as the actions read one. */
function quarantineExampleProblems(file: string): Problem[] {
  try {
    parseQuarantine(readFileSync(join(ROOT, file), 'utf8'), file);
    return [];
  } catch (error) {
    const line = Number(/line (\d+)/.exec(String(error))?.[1] ?? 1);
    return [{ file, line, column: 1, message: (error as Error).message }];
  }
}

if (import.meta.main) {
  const { problems, actions, examples, workflows } = await validateAll();
  for (const problem of problems) console.error(formatProblem(problem));
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the action metadata or the workflows.`);
    process.exit(1);
  }
  console.log(
    `Validated ${actions} action.yml files, ${examples} example workflows and ${workflows} workflows of ${WORKFLOWS_DIR}.`,
  );
}
