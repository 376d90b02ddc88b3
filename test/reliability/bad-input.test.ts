// Bad input, table-driven, through the committed dist/ as the runner runs it: for every input of every
// action, invalid values fail the step with one line naming the input, before the fake service sees a
// single request (the post step included).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { actionFiles } from '../../scripts/action-files.ts';
import { GITHUB_ONLY_ACTIONS } from '../../scripts/validate-metadata.ts';
import { ACCOUNTS } from '../fake-service/accounts.ts';
import { zipOf } from '../support/app-file.ts';
import { survivors } from '../support/processes.ts';
import { actionName, jobAgainst, record, shownOutput, STACK_TRACE, withService } from './support.ts';

vi.setConfig({ maxConcurrency: 8 });

interface BadInput {
  /** As the harness takes it: '.' for the root action. */
  action: string;
  /** The input the message must name. */
  input: string;
  /** What is wrong, in words. */
  what: string;
  inputs: Record<string, string>;
  /** Job-level environment changes (a setting left out). */
  env?: Record<string, string | undefined>;
  /** Other inputs the message must name too ("give one of …"). */
  alsoNames?: string[];
}

/** Inputs that take any text: there is no invalid value to give them. */
const FREE_TEXT: Record<string, string> = {
  'check-name': 'any text names the check run',
  'github-token': 'any text is a token to GitHub; a bad one is a warning when reporting, not an input error',
  matrix:
    'any text: the runner fills it with ${{ toJSON(matrix) }}; what is not JSON is read as no matrix leg',
  strategy:
    "any text: the runner fills it with ${{ toJSON(strategy) }}; what is not GitHub's is read as no place in a matrix",
  'junit-file': 'any path; one that cannot be written is a warning, as reporting problems are',
  'ctrf-file': 'any path; one that cannot be written is a warning, as reporting problems are',
};

/** The settings every action takes; its other wrong api-url values go to one action (one reader serves all). */
const SETTINGS: Array<Omit<BadInput, 'action'>> = [
  { input: 'api-url', what: 'http:// to a remote host', inputs: { 'api-url': 'http://api.example.com' } },
  {
    input: 'key',
    what: 'missing',
    inputs: {},
    env: { CLOUDTEST_KEY: undefined },
    alsoNames: ['CLOUDTEST_KEY'],
  },
  {
    input: 'secret',
    what: 'missing',
    inputs: {},
    env: { CLOUDTEST_SECRET: undefined },
    alsoNames: ['CLOUDTEST_SECRET'],
  },
];

const number = (input: string, values: Array<[string, string]>, base: Record<string, string> = {}) =>
  values.map(([what, value]) => ({ input, what, inputs: { ...base, [input]: value } }));

const NOT_IDS: Array<[string, string]> = [
  ['not numeric', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['beyond int32', '2147483648'],
  ['a fraction', '1.5'],
];

const JAR = 'https://downloads.example.com/tunnel-4.2.jar';

const CASES: Record<string, Array<Omit<BadInput, 'action'>>> = {
  'start-tunnel': [
    { input: 'stop-sessions', what: 'not a mode', inputs: { 'stop-sessions': 'always' } },
    { input: 'identifier', what: 'longer than 128 characters', inputs: { identifier: 'x'.repeat(129) } },
    { input: 'identifier', what: 'a control character', inputs: { identifier: 'ci\u0007tunnel' } },
    ...number('ready-timeout', [
      ['not numeric', 'two minutes'],
      ['negative', '-5'],
      ['zero', '0'],
      ['huge', '99999999999999999999'],
      ['a fraction', '1.5'],
    ]),
    {
      input: 'client-url',
      what: 'http:// to a remote host',
      inputs: { 'client-url': 'http://downloads.example.com/t.tgz' },
    },
    {
      input: 'client-url',
      what: 'not http(s)',
      inputs: { 'client-url': 'ftp://downloads.example.com/t.tgz' },
    },
    { input: 'client-url', what: 'not a URL', inputs: { 'client-url': 'tunnel.tgz' } },
    { input: 'client-version', what: 'without client-url', inputs: { 'client-version': '4.2' } },
    {
      input: 'client-sha256',
      what: 'not a SHA-256',
      inputs: { 'client-url': JAR, 'client-sha256': 'abc123' },
    },
    { input: 'client-sha256', what: 'without client-url', inputs: { 'client-sha256': 'a'.repeat(64) } },
    {
      input: 'client-args',
      what: 'a quote left open',
      inputs: { 'client-url': JAR, 'client-args': '--name "ci' },
    },
    { input: 'client-args', what: 'without client-url', inputs: { 'client-args': '--verbose' } },
    {
      input: 'client-args',
      what: 'holding the secret (a command line is visible to every process)',
      inputs: { 'client-url': JAR, 'client-args': `--secret ${ACCOUNTS.user.secret}` },
    },
    {
      input: 'client-command',
      what: 'for a download that is no archive',
      inputs: { 'client-url': JAR, 'client-command': 'bin/t' },
    },
    { input: 'client-command', what: 'without client-url', inputs: { 'client-command': 'bin/t' } },
  ],
  'upload-app': [
    {
      input: 'stop-sessions',
      what: 'not a mode',
      inputs: { file: 'build/one/app.apk', 'stop-sessions': 'yes' },
    },
    { input: 'file', what: 'a glob that matches nothing', inputs: { file: 'build/**/*.ipa' } },
    { input: 'file', what: 'a glob that matches two files', inputs: { file: 'build/**/*.apk' } },
    { input: 'file', what: 'a file that is a directory', inputs: { file: 'folder.apk' } },
    { input: 'file', what: 'a path to nothing', inputs: { file: 'missing.apk' } },
    { input: 'file', what: 'an empty file', inputs: { file: 'empty.apk' } },
    { input: 'file', what: 'a file that is no zip archive', inputs: { file: 'notes.apk' } },
    {
      input: 'url',
      what: 'both file and url',
      inputs: { file: 'build/one/app.apk', url: 'https://apps.example.com/app.apk' },
      alsoNames: ['file'],
    },
    { input: 'file', what: 'neither file nor url', inputs: {}, alsoNames: ['url'] },
    { input: 'url', what: 'not http(s)', inputs: { url: 'ftp://apps.example.com/app.apk' } },
    { input: 'url', what: 'not a URL', inputs: { url: 'app.apk' } },
    { input: 'app-key', what: 'a space in the key', inputs: { file: 'build/one/app.apk', 'app-key': 'a b' } },
    {
      input: 'app-key',
      what: 'a scheme without a key',
      inputs: { file: 'build/one/app.apk', 'app-key': 'cloud://' },
    },
  ],
  'trigger-lab-suite': [
    ...number('suite-id', NOT_IDS),
    ...number('test-id', [
      ['not numeric', 'login-test'],
      ['negative', '-7'],
    ]),
    { input: 'all', what: 'not a boolean', inputs: { all: 'maybe' } },
    { input: 'url', what: 'not http(s)', inputs: { all: 'true', url: 'ftp://preview.example.com' } },
    {
      input: 'url',
      what: 'with suite-id instead of all',
      inputs: { 'suite-id': '4', url: 'https://preview.example.com' },
    },
    {
      input: 'test-id',
      what: 'both suite-id and test-id',
      inputs: { 'suite-id': '4', 'test-id': '5' },
      alsoNames: ['suite-id'],
    },
    {
      input: 'all',
      what: 'both suite-id and all',
      inputs: { 'suite-id': '4', all: 'true' },
      alsoNames: ['suite-id'],
    },
    {
      input: 'suite-id',
      what: 'none of suite-id, test-id and all',
      inputs: {},
      alsoNames: ['test-id', 'all'],
    },
    ...number(
      'wait-for-capacity',
      [
        ['negative', '-1'],
        ['not numeric', 'a minute'],
        ['beyond 5 days', '432001'],
      ],
      { 'suite-id': '4' },
    ),
    { input: 'api-url', what: 'not a URL', inputs: { 'suite-id': '4', 'api-url': 'api.example.com/v1' } },
    {
      input: 'api-url',
      what: 'credentials in the URL',
      inputs: { 'suite-id': '4', 'api-url': 'https://k:s@api.example.com' },
    },
  ],
  'wait-for-job': [
    { input: 'job-id', what: 'missing', inputs: {} },
    ...number('job-id', NOT_IDS.slice(0, 4)),
    ...number(
      'timeout',
      [
        ['not numeric', 'soon'],
        ['negative', '-1'],
        ['zero', '0'],
        ['beyond 5 days', '432001'],
      ],
      { 'job-id': '9' },
    ),
    ...number(
      'poll-interval',
      [
        ['zero', '0'],
        ['a fraction', '1.5'],
        ['beyond an hour', '3601'],
      ],
      { 'job-id': '9' },
    ),
    { input: 'fail-on-failure', what: 'not a boolean', inputs: { 'job-id': '9', 'fail-on-failure': 'yes' } },
    { input: 'max-failures', what: 'negative', inputs: { 'job-id': '9', 'max-failures': '-1' } },
    { input: 'max-failures', what: 'a fraction', inputs: { 'job-id': '9', 'max-failures': '1.5' } },
    { input: 'report', what: 'not a boolean', inputs: { 'job-id': '9', report: 'no' } },
    { input: 'pr-comment', what: 'not a mode', inputs: { 'job-id': '9', 'pr-comment': 'yes' } },
    { input: 'download-assets', what: 'not a mode', inputs: { 'job-id': '9', 'download-assets': 'all' } },
    { input: 'compare', what: 'not a commit', inputs: { 'job-id': '9', compare: 'main' } },
    { input: 'fail-on', what: 'not a mode', inputs: { 'job-id': '9', 'fail-on': 'new' } },
    {
      input: 'fail-on-flaky',
      what: 'not a boolean',
      inputs: { 'job-id': '9', 'fail-on-flaky': 'sometimes' },
    },
    { input: 'fail-on-empty', what: 'not a boolean', inputs: { 'job-id': '9', 'fail-on-empty': 'never' } },
    {
      input: 'fail-on-unknown',
      what: 'not a boolean',
      inputs: { 'job-id': '9', 'fail-on-unknown': 'maybe' },
    },
    {
      input: 'quarantine',
      what: 'a malformed file',
      inputs: { 'job-id': '9', quarantine: 'bad-quarantine.yml' },
    },
    {
      input: 'auto-quarantine',
      what: 'more runs than the window',
      inputs: { 'job-id': '9', 'auto-quarantine': '31' },
    },
  ],
  'annotate-build': [
    { input: 'build', what: 'a star inside a name', inputs: { build: 'nightly-*-linux' } },
    { input: 'build', what: 'a name that would change the path', inputs: { build: 'nightly, ..' } },
    {
      input: 'build',
      what: 'not set outside a workflow run',
      inputs: {},
      env: { GITHUB_RUN_ID: undefined, CLOUDTEST_BUILD: undefined },
    },
    ...number(
      'wait-seconds',
      [
        ['negative', '-1'],
        ['not numeric', 'half a minute'],
        ['beyond an hour', '3601'],
      ],
      { build: 'nightly' },
    ),
    {
      input: 'fail-on-failure',
      what: 'not a boolean',
      inputs: { build: 'nightly', 'fail-on-failure': 'nope' },
    },
    { input: 'pr-comment', what: 'not a mode', inputs: { build: 'nightly', 'pr-comment': 'on' } },
    {
      input: 'download-assets',
      what: 'not a mode',
      inputs: { build: 'nightly', 'download-assets': 'true' },
    },
    { input: 'compare', what: 'not a commit', inputs: { build: 'nightly', compare: 'HEAD~1' } },
    { input: 'fail-on', what: 'not a mode', inputs: { build: 'nightly', 'fail-on': 'true' } },
    { input: 'fail-on-flaky', what: 'not a boolean', inputs: { build: 'nightly', 'fail-on-flaky': 'on' } },
    { input: 'fail-on-empty', what: 'not a boolean', inputs: { build: 'nightly', 'fail-on-empty': 'off' } },
    { input: 'fail-on-unknown', what: 'not a boolean', inputs: { build: 'nightly', 'fail-on-unknown': '2' } },
    { input: 'quarantine', what: 'no such file', inputs: { build: 'nightly', quarantine: 'no-such.yml' } },
    { input: 'auto-quarantine', what: 'negative', inputs: { build: 'nightly', 'auto-quarantine': '-1' } },
  ],
  'list-devices': [
    { input: 'platform', what: 'not a platform of the service', inputs: { platform: 'windows' } },
    { input: 'name', what: 'not a regular expression', inputs: { name: 'Pixel (8' } },
    { input: 'min-version', what: 'not a version', inputs: { 'min-version': '16.x' } },
    ...number('max', [
      ['zero', '0'],
      ['beyond a matrix', '257'],
      ['not numeric', 'ten'],
    ]),
    { input: 'available-only', what: 'not a boolean', inputs: { 'available-only': 'now' } },
  ],
  '.': [
    { input: 'suite-id', what: 'not numeric', inputs: { 'suite-id': 'smoke' } },
    { input: 'test-id', what: 'negative', inputs: { 'test-id': '-2' } },
    { input: 'all', what: 'not a boolean', inputs: { all: 'yes' } },
    {
      input: 'url',
      what: 'with test-id instead of all',
      inputs: { 'test-id': '3', url: 'https://preview.example.com' },
    },
    {
      input: 'test-id',
      what: 'both suite-id and test-id',
      inputs: { 'suite-id': '4', 'test-id': '5' },
      alsoNames: ['suite-id'],
    },
    {
      input: 'suite-id',
      what: 'none of suite-id, test-id and all',
      inputs: {},
      alsoNames: ['test-id', 'all'],
    },
    { input: 'timeout', what: 'negative', inputs: { 'suite-id': '4', timeout: '-5' } },
    { input: 'poll-interval', what: 'not numeric', inputs: { 'suite-id': '4', 'poll-interval': 'fast' } },
    {
      input: 'fail-on-failure',
      what: 'not a boolean',
      inputs: { 'suite-id': '4', 'fail-on-failure': 'maybe' },
    },
    { input: 'report', what: 'not a boolean', inputs: { 'suite-id': '4', report: '1' } },
    { input: 'stop-on-cancel', what: 'not a boolean', inputs: { 'suite-id': '4', 'stop-on-cancel': 'sure' } },
    { input: 'stop-scope', what: 'not a scope', inputs: { 'suite-id': '4', 'stop-scope': 'all' } },
    { input: 'stop-sessions', what: 'not a mode', inputs: { 'suite-id': '4', 'stop-sessions': 'never' } },
    { input: 'max-failures', what: 'not numeric', inputs: { 'suite-id': '4', 'max-failures': 'one' } },
    {
      input: 'wait-for-capacity',
      what: 'a fraction',
      inputs: { 'suite-id': '4', 'wait-for-capacity': '1.5' },
    },
    { input: 'pr-comment', what: 'not a mode', inputs: { 'suite-id': '4', 'pr-comment': 'failed' } },
    {
      input: 'download-assets',
      what: 'not a mode',
      inputs: { 'suite-id': '4', 'download-assets': 'video' },
    },
    { input: 'compare', what: 'not a commit', inputs: { 'suite-id': '4', compare: 'xyz1234' } },
    { input: 'fail-on', what: 'not a mode', inputs: { 'suite-id': '4', 'fail-on': 'regressions' } },
    { input: 'fail-on-flaky', what: 'not a boolean', inputs: { 'suite-id': '4', 'fail-on-flaky': 'y' } },
    {
      input: 'fail-on-empty',
      what: 'not a boolean',
      inputs: { 'suite-id': '4', 'fail-on-empty': 'no tests' },
    },
    {
      input: 'fail-on-unknown',
      what: 'not a boolean',
      inputs: { 'suite-id': '4', 'fail-on-unknown': 'unknown' },
    },
    { input: 'quarantine', what: 'a folder', inputs: { 'suite-id': '4', quarantine: 'build' } },
    { input: 'auto-quarantine', what: 'not a number', inputs: { 'suite-id': '4', 'auto-quarantine': 'yes' } },
    { input: 'retries', what: 'more than 3', inputs: { 'suite-id': '4', retries: '4' } },
    { input: 'retries', what: 'not a whole number', inputs: { 'suite-id': '4', retries: 'twice' } },
    { input: 'rerun', what: 'not a mode', inputs: { 'suite-id': '4', rerun: 'flaky' } },
  ],
  shard: [
    { input: 'tests', what: 'blank', inputs: { tests: ' ' } },
    { input: 'tests', what: 'a file of no test names', inputs: { tests: 'blank-tests.txt' } },
    { input: 'legs', what: 'beyond a matrix', inputs: { tests: 'a\nb', legs: '257' } },
    { input: 'legs', what: 'neither auto nor a number', inputs: { tests: 'a\nb', legs: 'all' } },
    { input: 'target-minutes', what: 'zero', inputs: { tests: 'a\nb', 'target-minutes': '0' } },
    { input: 'max-legs', what: 'beyond a matrix', inputs: { tests: 'a\nb', 'max-legs': '300' } },
    { input: 'capacity', what: 'not a kind of session', inputs: { tests: 'a\nb', capacity: 'devices' } },
    { input: 'sessions-per-leg', what: 'zero', inputs: { tests: 'a\nb', 'sessions-per-leg': '0' } },
  ],
  combine: [
    { input: 'allow-missing', what: 'not a boolean', inputs: { 'allow-missing': 'some' } },
    { input: 'pr-comment', what: 'not a mode', inputs: { 'pr-comment': 'yes' } },
    { input: 'compare', what: 'not a commit', inputs: { compare: 'base' } },
    { input: 'fail-on', what: 'not a mode', inputs: { 'fail-on': 'legs' } },
    { input: 'fail-on-flaky', what: 'not a boolean', inputs: { 'fail-on-flaky': 'if any' } },
    { input: 'fail-on-empty', what: 'not a boolean', inputs: { 'fail-on-empty': 'no legs' } },
    { input: 'fail-on-unknown', what: 'not a boolean', inputs: { 'fail-on-unknown': 'perhaps' } },
    { input: 'quarantine', what: 'a malformed file', inputs: { quarantine: 'bad-quarantine.yml' } },
    { input: 'auto-quarantine', what: 'a fraction', inputs: { 'auto-quarantine': '2.5' } },
  ],
};

/** Valid inputs besides the settings case's own, so only the setting is wrong. */
const VALID: Record<string, Record<string, string>> = {
  'start-tunnel': {},
  'upload-app': { file: 'build/one/app.apk' },
  'trigger-lab-suite': { 'suite-id': '4' },
  'wait-for-job': { 'job-id': '9' },
  'annotate-build': { build: 'nightly' },
  'list-devices': {},
  shard: { tests: 'a\nb' },
  '.': { 'suite-id': '4' },
};

const ALL: BadInput[] = Object.entries(CASES).flatMap(([action, cases]) => [
  ...cases.map((c) => ({ action, ...c })),
  // An action that talks to GitHub alone takes no service settings.
  ...(GITHUB_ONLY_ACTIONS.includes(action)
    ? []
    : SETTINGS.map((c) => ({ action, ...c, inputs: { ...VALID[action], ...c.inputs } }))),
]);

/** What upload-app's file cases find in the workspace. */
function workspaceFiles(workspace: string): void {
  const app = zipOf([{ name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') }]);
  for (const dir of ['build/one', 'build/two']) {
    mkdirSync(join(workspace, dir), { recursive: true });
    writeFileSync(join(workspace, dir, 'app.apk'), app);
  }
  mkdirSync(join(workspace, 'folder.apk'));
  writeFileSync(join(workspace, 'empty.apk'), '');
  writeFileSync(join(workspace, 'notes.apk'), 'release notes, not an app\n');
  writeFileSync(join(workspace, 'bad-quarantine.yml'), '- test: Checkout\n  tset: typo\n');
  writeFileSync(join(workspace, 'blank-tests.txt'), '\n \n');
  // A checkout: a quarantine file it lacks is missing (without one, it is read at the commit instead).
  mkdirSync(join(workspace, '.git'));
}

describe('every input of every action', () => {
  it.each(actionFiles().map((file) => [file.dir, file] as const))(
    '%s: has a bad-input case or takes any text',
    (_dir, file) => {
      const action = file.dir === '.' ? '.' : file.dir.replace(/^actions\//, '');
      const covered = new Set(ALL.filter((c) => c.action === action).map((c) => c.input));
      const uncovered = Object.keys(file.metadata.inputs ?? {}).filter(
        (name) => !covered.has(name) && !(name in FREE_TEXT),
      );
      expect(uncovered).toEqual([]);
      record({
        action: actionName(action),
        category: 'bad input',
        case: 'coverage',
        outcome: 'every input has a case',
        check: true,
      });
    },
  );
});

describe.concurrent.each(Object.keys(CASES).map((action) => [actionName(action), action]))(
  '%s',
  (_name, action) => {
    it.each(ALL.filter((c) => c.action === action))('$input: $what', (c) =>
      withService(async (service) => {
        using job = jobAgainst(service, { env: c.env });
        workspaceFiles(job.workspace);
        const main = await job.step({ action: c.action, inputs: c.inputs });
        const posts = await job.finish();

        expect(main.conclusion).toBe('failure');
        expect(main.exitCode).toBe(1);
        expect(main.errors).toHaveLength(1);
        const [message = ''] = main.errors;
        expect(message).not.toContain('\n');
        expect(message).toContain(`"${c.input}"`);
        for (const name of c.alsoNames ?? []) expect(message).toContain(name);
        expect(shownOutput(main)).not.toMatch(STACK_TRACE);
        for (const post of posts) {
          expect(post.conclusion).toBe('success');
          // GitHub cannot be reached here: a post step tries again the check run GitHub did not take
          // from main, and may say only that it is missing.
          const said = [...post.errors, ...post.warnings];
          expect(said.filter((line) => !/^The check ".+" will be missing/.test(line))).toEqual([]);
        }
        // Not one request but the job's end: a step of ours that failed after its inputs were read
        // still stops its job's build's sessions left running (stop-sessions), one read of that build.
        const sweep = (r: (typeof service.requests)[number]) =>
          r.method === 'GET' && r.path.startsWith('/v1/builds/') && (r.userAgent ?? '').endsWith(' post)');
        expect(service.requests.filter((r) => !sweep(r))).toEqual([]);
        expect(service.requests.filter(sweep).length).toBeLessThanOrEqual(1);
        expect(survivors(job)).toEqual([]);
        record({
          action: actionName(c.action),
          category: 'bad input',
          case: `${c.input}: ${c.what}`,
          outcome: 'failed naming the input; no request',
          requests: service.requests.length,
        });
      }),
    );
  },
);
