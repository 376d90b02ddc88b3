// Each CI's output, made from the report shape alone: what lines, files and programs a report becomes.
import { describe, expect, it } from 'vitest';

import { type CiName } from '../../src/cli/ci/detect.ts';
import type { CiReport } from '../../src/cli/ci/report.ts';
import {
  ciOutput,
  MAX_AZURE_ISSUES,
  MAX_GITLAB_ANNOTATIONS_BYTES,
  MAX_GITLAB_LINKS,
  MAX_GITLAB_SECTION_CHARS,
} from '../../src/cli/ci/writers.ts';
import { quarantineOf } from '../../src/report/history/quarantine.ts';
import { parseQuarantine } from '../../src/report/value/quarantine.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { shortHash } from '../../src/text/slug.ts';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
/** "Cloud tests (e2e)" is no slug as it is: its key ends in the hash of the name. */
const E2E_HASH = shortHash('Cloud tests (e2e)');

function failedTest(i: number, extra: Partial<ReportEntry> = {}): ReportEntry {
  return {
    name: `Checkout ${i}`,
    outcome: 'failed',
    environment: 'Chrome 120.0',
    platform: 'Windows 11',
    message: `Element #pay-${i} not found`,
    link: `https://app.cloudtest.example/tests/${i}`,
    id: String(i),
    links: {
      video: `https://media.cloudtest.example/${i}.mp4?sig=abc`,
      logs: [{ label: 'selenium', url: `https://media.cloudtest.example/${i}.log` }],
    },
    ...extra,
  };
}

function report(
  failed: ReportEntry[],
  conclusion: CiReport['conclusion'] = failed.length ? 'failure' : 'success',
  others: { unknown?: ReportEntry[]; flaky?: ReportEntry[] } = {},
): CiReport {
  const { unknown = [], flaky = [] } = others;
  const passed = 40 - failed.length - unknown.length - flaky.length;
  return {
    checkName: 'Cloud tests (e2e)',
    title: failed.length ? `${failed.length} of 40 tests failed` : 'All 40 tests passed',
    reference: 'shop-77-9001-e2e',
    conclusion,
    counts: { total: 40, passed, failed: failed.length, unknown: unknown.length, flaky: flaky.length },
    failed,
    unknown,
    flaky,
    recorded: failed,
    linked: {
      failed: failed.some((e) => e.links),
      unknown: unknown.some((e) => e.links),
      flaky: flaky.some((e) => e.links),
    },
  };
}

/** A test whose result never came, and one that failed twice before it passed. */
const UNKNOWN_TEST: ReportEntry = {
  name: 'Refund',
  outcome: 'unknown',
  environment: 'Safari 17',
  platform: 'macOS 14',
  message: 'No result reported',
};
const FLAKY_TEST: ReportEntry = {
  name: 'Pays by card',
  outcome: 'flaky',
  environment: 'Firefox 128',
  platform: 'Linux',
  message: 'expected 200, got 502 from /pay',
  attempts: 3,
  failedAttempts: 2,
};
const mixed = () => report([failedTest(1)], 'failure', { unknown: [UNKNOWN_TEST], flaky: [FLAKY_TEST] });

const output = (ci: CiName, r: CiReport, env: Record<string, string> = {}) =>
  ciOutput(ci, r, { env, cwd: '/work/project', now: NOW, summaryBytes: 0 });

describe('GitHub Actions', () => {
  it('annotates the failed tests with workflow commands and appends the summary to the step summary', () => {
    const out = output('github', report([failedTest(1)]), {
      GITHUB_STEP_SUMMARY: '/runner/summary.md',
      GITHUB_WORKFLOW_REF: 'shop/web/.github/workflows/e2e.yml@refs/heads/main',
    });
    expect(out.lines).toContainEqual(
      '::error title=Checkout 1 (Chrome 120.0%2C Windows 11),file=.github/workflows/e2e.yml,line=1::Element #pay-1 not found',
    );
    expect(out.files).toEqual([
      { path: '/runner/summary.md', content: expect.stringContaining('Checkout 1'), append: true },
    ]);
    expect(out.files[0]?.content).toMatch(/^## ❌ Cloud tests \\\(e2e\\\): 1 of 40 tests failed/);
  });

  it('annotates 10 failed tests and sums up the rest in one notice', () => {
    const out = output('github', report(Array.from({ length: 13 }, (_, i) => failedTest(i))), {});
    expect(out.lines.filter((l) => l.startsWith('::error '))).toHaveLength(10);
    expect(out.lines.filter((l) => l.startsWith('::notice '))).toEqual([
      expect.stringContaining('3 more failed tests'),
    ]);
  });
});

describe('GitLab CI', () => {
  it('collapses a passing report in a log section', () => {
    const out = output('gitlab', report([]));
    const seconds = NOW / 1000;
    expect(out.lines[0]).toBe(
      `\u001b[0Ksection_start:${seconds}:cloudtest_report[collapsed=true]\r\u001b[0KCloud tests (e2e): All 40 tests passed`,
    );
    expect(out.lines).toContain(`\u001b[0Ksection_end:${seconds}:cloudtest_report\r\u001b[0K`);
  });

  it('writes the video, log and test links to the annotations report and asks for JUnit', () => {
    const out = output(
      'gitlab',
      report([failedTest(1, { links: { video: 'http://insecure.example/v.mp4' } }), failedTest(2)]),
    );
    expect(out.junitFile).toBe('cloudtest-reports/junit.xml');
    expect(out.files.map((f) => f.path)).toEqual(['cloudtest-reports/annotations.json']);
    const annotations = JSON.parse(out.files[0]?.content ?? '') as Record<string, unknown>;
    expect(annotations).toEqual({
      'Cloud tests (e2e)': [
        { external_link: { label: 'Checkout 1: test', url: 'https://app.cloudtest.example/tests/1' } },
        { external_link: { label: 'Checkout 2: test', url: 'https://app.cloudtest.example/tests/2' } },
        {
          external_link: { label: 'Checkout 2: video', url: 'https://media.cloudtest.example/2.mp4?sig=abc' },
        },
        {
          external_link: { label: 'Checkout 2: log: selenium', url: 'https://media.cloudtest.example/2.log' },
        },
      ],
    });
  });

  it(`keeps the annotations report to ${MAX_GITLAB_LINKS} links`, () => {
    const out = output('gitlab', report(Array.from({ length: 60 }, (_, i) => failedTest(i))));
    expect(
      (JSON.parse(out.files[0]?.content ?? '') as Record<string, unknown[]>)['Cloud tests (e2e)'],
    ).toHaveLength(MAX_GITLAB_LINKS);
  });
});

describe('Buildkite', () => {
  it('annotates the build through buildkite-agent under one context per check, styled by the conclusion', () => {
    const failing = output('buildkite', report([failedTest(1)]));
    expect(failing.programs).toEqual([
      {
        program: 'buildkite-agent',
        args: ['annotate', '--style', 'error', '--context', `cloudtest-cloud-tests-e2e-${E2E_HASH}`],
        input: expect.stringContaining('Checkout 1'),
      },
    ]);
    expect(failing.lines[0]).toBe('+++ Cloud tests (e2e): 1 of 40 tests failed');
    const passing = output('buildkite', report([]));
    expect(passing.programs[0]?.args).toEqual([
      'annotate',
      '--style',
      'success',
      '--context',
      `cloudtest-cloud-tests-e2e-${E2E_HASH}`,
    ]);
    expect(passing.lines[0]).toBe('--- Cloud tests (e2e): All 40 tests passed');
  });

  it('keeps two checks whose names begin alike apart when it cuts them: the context keeps a hash', () => {
    const legs = ['3', '4'].map((leg) => {
      const checkName = `Codeless suite 41 (e2e-checkout-and-payments-against-staging, ${leg})`;
      return output('buildkite', { ...report([failedTest(1)]), checkName }).programs[0]?.args.at(-1);
    });
    expect(new Set(legs).size).toBe(2);
    for (const context of legs) {
      expect(context).toMatch(/^cloudtest-codeless-suite-41-e2e-checkout-and-payments-a[a-z-]*-[0-9a-f]{8}$/);
      expect(context!.length).toBeLessThanOrEqual('cloudtest-'.length + 60);
    }
  });

  it('keeps two checks whose names differ only in letters of other scripts, or an emoji, apart', () => {
    const contexts = [
      'Cloud tests (e2e, lang: 日本語)',
      'Cloud tests (e2e, lang: 中文)',
      'E2E 👩🏽‍💻',
      'E2E',
    ].map((checkName) =>
      output('buildkite', { ...report([failedTest(1)]), checkName }).programs[0]?.args.at(-1),
    );
    expect(new Set(contexts).size).toBe(4);
    for (const context of contexts) expect(context).toMatch(/^cloudtest-[a-z0-9-]+-[0-9a-f]{8}$/);
  });

  it('keeps the annotation within 1 MiB however many tests failed', () => {
    const long = 'x'.repeat(5000);
    const out = output(
      'buildkite',
      report(Array.from({ length: 400 }, (_, i) => failedTest(i, { message: long }))),
    );
    expect(Buffer.byteLength(out.programs[0]?.input ?? '')).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('Azure Pipelines', () => {
  it('logs an issue per failed test, uploads the summary and completes the task', () => {
    const out = output('azure', report([failedTest(1)]), { AGENT_TEMPDIRECTORY: '/agent/_temp' });
    expect(out.lines).toContain(
      '##vso[task.logissue type=error;]Checkout 1 (Chrome 120.0, Windows 11): Element #pay-1 not found',
    );
    const file = `/agent/_temp/cloud-tests-e2e-${E2E_HASH}-summary.md`;
    expect(out.lines).toContain(`##vso[task.uploadsummary]${file}`);
    expect(out.lines.at(-1)).toBe(
      '##vso[task.complete result=Failed;]Cloud tests (e2e): 1 of 40 tests failed',
    );
    expect(out.files.map((f) => f.path)).toEqual([file]);
    expect(output('azure', report([], 'neutral')).lines.at(-1)).toMatch(/result=SucceededWithIssues;/);
  });

  it('names the summary files of two checks that begin alike apart', () => {
    const files = ['3', '4'].map((leg) => {
      const checkName = `Codeless suite 41 (e2e-checkout-and-payments-against-staging, ${leg})`;
      return output('azure', { ...report([failedTest(1)]), checkName }, { AGENT_TEMPDIRECTORY: '/t' })
        .files[0]?.path;
    });
    expect(new Set(files).size).toBe(2);
    for (const file of files)
      expect(file).toMatch(/^\/t\/codeless-suite-41-[a-z0-9-]+-[0-9a-f]{8}-summary\.md$/);
  });

  it('names the summary files of two checks apart that differ only in letters of other scripts, which it keeps', () => {
    const files = ['日本語', '中文'].map(
      (lang) =>
        output(
          'azure',
          { ...report([failedTest(1)]), checkName: `Cloud tests (e2e, lang: ${lang})` },
          {
            AGENT_TEMPDIRECTORY: '/t',
          },
        ).files[0]?.path,
    );
    expect(files).toEqual([
      `/t/cloud-tests-e2e-lang-日本語-${shortHash('Cloud tests (e2e, lang: 日本語)')}-summary.md`,
      `/t/cloud-tests-e2e-lang-中文-${shortHash('Cloud tests (e2e, lang: 中文)')}-summary.md`,
    ]);
  });

  it(`logs ${MAX_AZURE_ISSUES} issues and one warning for the rest`, () => {
    const out = output('azure', report(Array.from({ length: 12 }, (_, i) => failedTest(i))));
    expect(out.lines.filter((l) => l.startsWith('##vso[task.logissue type=error;]'))).toHaveLength(
      MAX_AZURE_ISSUES,
    );
    expect(out.lines).toContain(
      '##vso[task.logissue type=warning;]2 more failed tests are listed in the summary tab.',
    );
  });

  it('lets no text of the service start or change a logging command', () => {
    const hostile = failedTest(1, {
      name: 'x];##vso[task.setvariable variable=PATH]/evil',
      message: 'line\n##vso[task.complete result=Succeeded;]done 100%',
    });
    const out = output('azure', report([hostile]));
    const issue = out.lines.find((l) => l.startsWith('##vso[task.logissue')) ?? '';
    // One command per line, and the service's text holds no `##vso[` the agent could find.
    expect(issue.split('\n')).toHaveLength(1);
    expect(issue.slice(1)).not.toMatch(/##vso\[/i);
    expect(issue).toContain('done 100%AZP25');
    for (const line of out.lines.filter((l) => !l.startsWith('##'))) expect(line).not.toMatch(/##vso\[/i);
  });
});

describe.each(['circleci', 'jenkins'] as const)('%s', (ci) => {
  it('logs the report and asks for the JUnit file its test view reads', () => {
    const out = output(ci, report([failedTest(1)]));
    expect(out.junitFile).toBe('cloudtest-reports/junit.xml');
    expect(out.lines.join('\n')).toMatch(
      /✗ Checkout 1 \(Chrome 120\.0, Windows 11\)\n {4}Element #pay-1 not found\n {4}Test: https/,
    );
    expect(out.files).toEqual([]);
  });
});

describe('the log lines of every CI', () => {
  it.each(['gitlab', 'buildkite', 'circleci', 'jenkins', 'local'] as const)(
    '%s: control characters and group markers of the service are shown, not obeyed',
    (ci) => {
      const out = output(
        ci,
        report([failedTest(1, { message: '\u001b[0Ksection_start:1:evil\r\n--- fake group\n::error::x' })]),
      );
      const text = out.lines.filter((l) => !l.startsWith('\u001b[0Ksection')).join('\n');
      expect(text).not.toContain('\u001b');
      expect(text).not.toMatch(/^--- fake/m);
      expect(text).not.toMatch(/^\s*::error/m);
    },
  );
});

/** The CIs whose summary is markdown, with the environment that asks for it and where it is. */
const SUMMARIES = [
  [
    'github',
    { GITHUB_STEP_SUMMARY: '/runner/summary.md' },
    (o: ReturnType<typeof output>) => o.files[0]?.content,
  ],
  ['buildkite', {}, (o: ReturnType<typeof output>) => o.programs[0]?.input],
  ['azure', {}, (o: ReturnType<typeof output>) => o.files[0]?.content],
] as const;

describe('the summary markdown', () => {
  it.each(SUMMARIES)(
    'on %s says what is true of the command line: links expire, with no action input named',
    (ci, env, markdownOf) => {
      const markdown = markdownOf(output(ci, report([failedTest(1)]), env)) ?? '';
      expect(markdown).toContain(
        'Links to videos, screenshots and logs are signed by the service and expire.',
      );
      expect(markdown).not.toContain('download-assets');
    },
  );
});

describe('every outcome, counted and named', () => {
  it.each(['github', 'gitlab', 'buildkite', 'azure', 'circleci', 'jenkins', 'local'] as const)(
    '%s: the log counts flaky tests in a line that adds up, and names the unknown and flaky tests',
    (ci) => {
      const text = output(ci, mixed()).lines.join('\n');
      expect(text).toContain('40 tests: 37 passed, 1 failed, 1 unknown, 1 flaky (failure).');
      expect(text).toMatch(/✗ Checkout 1 \(Chrome 120\.0, Windows 11\)\n {4}Element #pay-1 not found/);
      expect(text).toMatch(
        /\? Refund \(Safari 17, macOS 14\)\n {4}The result is unknown: No result reported/,
      );
      expect(text).toMatch(
        /~ Pays by card \(Firefox 128, Linux\)\n {4}Passed on attempt 3 after 2 failures; the first failure: expected 200, got 502 from \/pay/,
      );
    },
  );

  it('says how many of each kind the log leaves out', () => {
    const many = (outcome: 'unknown' | 'flaky') =>
      Array.from({ length: 23 }, (_, i) => ({ name: `${outcome} ${i}`, outcome }));
    const text = output(
      'local',
      report([], 'neutral', { unknown: many('unknown'), flaky: many('flaky') }),
    ).lines.join('\n');
    expect(text).toContain('… and 3 more tests with an unknown outcome');
    expect(text).toContain('… and 3 more flaky tests');
    expect(text).not.toContain('unknown 20');
  });

  it.each(SUMMARIES)(
    '%s: the summary lists the unknown and flaky tests as it lists the failures',
    (ci, env, of) => {
      const markdown = of(output(ci, mixed(), env)) ?? '';
      expect(markdown).toContain('| Total | Passed | Failed | Unknown | Flaky |');
      expect(markdown).toContain('| 40 | 37 | 1 | 1 | 1 |');
      expect(markdown).toContain('### Failed tests');
      expect(markdown).toContain('| Checkout 1 | Chrome 120.0 | Windows 11 |');
      expect(markdown).toContain('### Tests with an unknown outcome');
      expect(markdown).toContain('| Refund | Safari 17 | macOS 14 | No result reported |');
      expect(markdown).toContain('### ⚠️ Flaky tests: failed, then passed on a retry');
      expect(markdown).toContain(
        '| Pays by card | Firefox 128 | Linux | Passed on attempt 3 after 2 failures: expected 200, got 502 from /pay |',
      );
    },
  );

  it('github: a notice per flaky test, as the actions give one without a check run', () => {
    const notices = output('github', mixed()).lines.filter((l) => l.startsWith('::notice '));
    expect(notices).toEqual([
      expect.stringMatching(
        /^::notice title=Pays by card \(Firefox 128%2C Linux\),file=[^:]*,line=1::Flaky: passed on attempt 3 after 2 failures: expected 200, got 502 from \/pay$/,
      ),
    ]);
  });
});

describe("GitLab's annotations file, within GitLab's limits", () => {
  it(`cuts a check name longer than ${MAX_GITLAB_SECTION_CHARS} characters, the list's name`, () => {
    const checkName = `Cloud tests (${'e2e-checkout-and-payments-'.repeat(12)}${'🧪'.repeat(20)})`;
    expect(checkName.length).toBeGreaterThan(MAX_GITLAB_SECTION_CHARS);
    const out = output('gitlab', { ...report([failedTest(1)]), checkName });
    const [name, ...others] = Object.keys(JSON.parse(out.files[0]?.content ?? '{}') as object);
    expect(others).toEqual([]);
    // GitLab counts characters (Ruby's String#length); a JavaScript length is never fewer.
    expect([...(name ?? '')].length).toBeLessThanOrEqual(MAX_GITLAB_SECTION_CHARS);
    expect(name?.length).toBeLessThanOrEqual(MAX_GITLAB_SECTION_CHARS);
    expect(name).toMatch(/^Cloud tests \(e2e-checkout-and-payments-.*…$/);
    expect(name).not.toMatch(/[\uD800-\uDBFF]…$/);
  });

  it('keeps the file within 80 KiB: the first links that fit, and says so', () => {
    const signed = (i: number) => `https://media.cloudtest.example/${i}.mp4?sig=${'a'.repeat(4000)}`;
    const failed = Array.from({ length: 30 }, (_, i) => failedTest(i, { links: { video: signed(i) } }));
    const out = output('gitlab', report(failed));
    const content = out.files[0]?.content ?? '';
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(MAX_GITLAB_ANNOTATIONS_BYTES);
    const links = (JSON.parse(content) as Record<string, unknown[]>)['Cloud tests (e2e)'] ?? [];
    expect(links.length).toBeGreaterThan(10);
    expect(links.length).toBeLessThan(60);
    expect(links[0]).toEqual({
      external_link: { label: 'Checkout 0: test', url: 'https://app.cloudtest.example/tests/0' },
    });
    expect(out.lines).toContainEqual(
      expect.stringContaining(`(artifacts:reports:annotations; the first ${links.length} of 60 links).`),
    );
  });
});

describe('a failure the quarantine excuses', () => {
  /** Checkout 1 and 2 failed; the quarantine file names Checkout 2. */
  async function quarantined() {
    const failed = [failedTest(1), failedTest(2)];
    const list = parseQuarantine('- test: Checkout 2\n  reason: known flaky\n', 'q.yml');
    const quarantine = await quarantineOf(
      {
        counts: report(failed).counts,
        failed,
        entries: async function* () {
          yield* failed;
        },
      },
      { list, auto: 0 },
      { now: NOW },
    );
    return { ...report(failed), ...(quarantine ? { quarantine } : {}) };
  }

  it('is marked wherever a CI lists it, and is a warning where the others are errors', async () => {
    const r = await quarantined();
    const log = output('local', r).lines;
    expect(log).toContain('✗ Checkout 2 (Chrome 120.0, Windows 11): 🔒 Quarantined (excused)');
    expect(log).toContain('✗ Checkout 1 (Chrome 120.0, Windows 11)');
    const azure = output('azure', r).lines;
    expect(azure).toContain(
      '##vso[task.logissue type=warning;]Checkout 2 (Chrome 120.0, Windows 11): 🔒 Quarantined (excused): Element #pay-2 not found',
    );
    expect(azure).toContain(
      '##vso[task.logissue type=error;]Checkout 1 (Chrome 120.0, Windows 11): Element #pay-1 not found',
    );
    const github = output('github', r, {
      GITHUB_WORKFLOW_REF: 'shop/web/.github/workflows/e2e.yml@refs/heads/main',
    }).lines;
    expect(github.filter((l) => l.startsWith('::warning ') && l.includes('Checkout 2'))).toHaveLength(1);
    expect(github.filter((l) => l.startsWith('::error ') && l.includes('Checkout 1'))).toHaveLength(1);
    const markdown = output('buildkite', r).programs[0]?.input ?? '';
    expect(markdown).toMatch(
      /\| Checkout 2 \|[^\n]*\| 🔒 Quarantined \\\(excused\\\): Element #pay-2 not found \|/,
    );
    expect(markdown).not.toMatch(/\| Checkout 1 \|[^\n]*Quarantined/);
  });
});
