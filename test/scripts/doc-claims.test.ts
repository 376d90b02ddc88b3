// npm run docs:check against the code: the docs as they are pass, and a check name, a default or a
// flag list of the command line that drifted from the code fails it, marked or not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { helpProblems, legFromText, legsOf, parseArgs, withClaims } from '../../scripts/doc-claims.ts';
import { docFiles, docsCheck } from '../../scripts/docs.ts';
import { runCommand } from '../../src/cli/commands/run.ts';
import { uploadCommand } from '../../src/cli/commands/upload.ts';

const README = join(ROOT, 'README.md');
const DEVICES = join(ROOT, 'docs/devices.md');
const REQUIRED = join(ROOT, 'docs/required-checks.md');
const CI = join(ROOT, 'docs/ci/README.md');
const onDisk = (path: string) => readFileSync(path, 'utf8');

/** docs:check with one doc changed by `edit`, which must change it. */
function checkWith(path: string, edit: (text: string) => string) {
  const text = onDisk(path);
  const edited = edit(text);
  expect(edited, 'the edit changed nothing').not.toBe(text);
  return docsCheck((p) => (p === path ? edited : onDisk(p)));
}

describe('npm run docs:check', () => {
  it('passes the docs as they are', () => {
    const { problems, stale } = docsCheck();
    expect(problems).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('fails on a marked check-name example that drifted from the code, and npm run docs mends it', () => {
    const made =
      '`Cloud tests (appium, name: Pixel 8, platform_name: Android, platform_version: "1… · 8fe17a27)`';
    const { problems, stale, plans } = checkWith(DEVICES, (t) =>
      t.replace(made, '`Cloud tests (appium, Pixel 8, Android, 14, 33)`'),
    );
    expect(problems).toEqual([]);
    expect(stale).toEqual([
      expect.stringMatching(
        /^docs\/devices\.md:\d+: docs:check-name annotate-build job=appium leg=\{.*\} shows `Cloud tests \(appium, Pixel 8, Android, 14, 33\)`, the code makes `Cloud tests \(appium, name: Pixel 8, .* · 8fe17a27\)`$/,
      ),
      'docs/devices.md: not up to date',
    ]);
    expect(plans.find((p) => p.path === DEVICES)?.wanted).toBe(onDisk(DEVICES));
  });

  it('fails on an unmarked check name the code would not make of its job and leg', () => {
    const { problems } = checkWith(REQUIRED, (t) =>
      t
        .replace(
          '`Cloud tests (e2e, browser: chrome, os: linux)`',
          '`Cloud tests (e2e, browser: chrome, os: macos, n: "2")`',
        )
        .replace('`Codeless tests (e2e)`', '`Codeless tests (e2e, chrome, linux)`'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/required-checks\.md:\d+: "Codeless tests \(e2e, chrome, linux\)" is no check name the code makes \(a leg without keys\): mark it/,
      ),
    ]);
    // A name the code does make of its leg passes unmarked: `n: "2"` is the string "2", quoted.
    expect(legFromText('browser: chrome, os: macos, n: "2", m: 3')).toEqual({
      browser: 'chrome',
      os: 'macos',
      n: '2',
      m: 3,
    });
    const { problems: quoted } = checkWith(REQUIRED, (t) =>
      t
        .replace('`Codeless tests (e2e)`', '`Codeless tests (e2e, n: 2)`')
        .replace('`Codeless test 7 (e2e)`', '`Cloud tests (e2e, n: "1")`'),
    );
    expect(quoted).toEqual([]);
    const wrongQuotes = withClaims(
      '`Cloud tests (e2e, n: "2")` and `Cloud tests (e2e, os: "linux")`',
      'x.md',
    );
    expect(wrongQuotes.problems.map((p) => p.message)).toEqual([
      '"Cloud tests (e2e, os: "linux")" is not the check name the code makes of its job and leg: "Cloud tests (e2e, os: linux)"',
    ]);
  });

  it('fails on a marked default that drifted from action.yml', () => {
    const path = docFiles().find((p) =>
      onDisk(p).includes('<!-- docs:default start-tunnel ready-timeout -->'),
    );
    expect(path, 'a doc marks the default of ready-timeout').toBeDefined();
    const { stale } = checkWith(path ?? '', (t) =>
      t.replace(
        '<!-- docs:default start-tunnel ready-timeout -->`120`',
        '<!-- docs:default start-tunnel ready-timeout -->`300`',
      ),
    );
    expect(stale).toContain(
      stale.find((line) =>
        /docs:default start-tunnel ready-timeout shows `300`, the code makes `120`$/.test(line),
      ),
    );
    expect(stale.filter((line) => line.includes('docs:default'))).toHaveLength(1);
  });

  it("fails on a default `cloudtest --help` states that is not its action's", () => {
    const drifted = {
      ...runCommand,
      flags: {
        ...runCommand.flags,
        timeout: { value: 'SECONDS', description: 'How long to wait for the job (default 600).' },
        'poll-interval': { value: 'SECONDS', description: 'The first wait between polls.' },
      },
    };
    expect(helpProblems([drifted]).map((p) => `${p.file}: ${p.message}`)).toEqual([
      'cloudtest run --help: --timeout says its default is 600, action.yml says 3600',
      'cloudtest run --help: --poll-interval says its default is nothing, action.yml says 5',
    ]);
    expect(helpProblems()).toEqual([]);
  });

  it("fails on a marked flag list of `cloudtest` that drifted from the command's flags", () => {
    const { stale } = checkWith(CI, (t) =>
      t.replace(
        '`--suite-id`, `--test-id`, `--all`, `--url`, `--wait-for-capacity`',
        '`--suite-id`, `--test-id`, `--all`, `--wait-for-capacity`',
      ),
    );
    expect(stale).toEqual([
      expect.stringMatching(
        /^docs\/ci\/README\.md:\d+: docs:cli-flags run inputs shows `--suite-id`, `--test-id`, `--all`, `--wait-for-capacity`, .* the code makes `--suite-id`, `--test-id`, `--all`, `--url`, `--wait-for-capacity`, /,
      ),
      'docs/ci/README.md: not up to date',
    ]);
  });

  it('fails on a README copy of a quick-start workflow that differs from its file, and npm run docs mends it', () => {
    const file = 'docs/examples/nightly-codeless.yml';
    expect(onDisk(README)).toContain(
      `<!-- docs:example ${file} -->\n\`\`\`yaml\n${onDisk(join(ROOT, file))}\`\`\`\n`,
    );
    const { problems, stale, plans } = checkWith(README, (t) =>
      t.replace('      - if: ${{ failure() }}\n', '      - if: ${{ always() }}\n'),
    );
    expect(problems).toEqual([]);
    expect(stale).toEqual([
      expect.stringMatching(
        /^README\.md:\d+: docs:example docs\/examples\/nightly-codeless\.yml shows .*always\(\).*, the code makes /,
      ),
      'README.md: not up to date',
    ]);
    expect(plans.find((p) => p.path === README)?.wanted).toBe(onDisk(README));
  });

  it('fails on a URL scheme the service does not promise, in a doc or in --help', () => {
    const { problems } = checkWith(README, (t) => `${t}\nThe app's URL reads cloudtest://8f2c1e.\n`);
    expect(problems).toEqual([
      expect.stringMatching(/^README\.md:\d+: cloudtest:\/\/ is not a scheme the service promises/),
    ]);
    const drifted = { ...uploadCommand, description: ["Prints the app's URL (cloudtest://…)."] };
    expect(helpProblems([drifted]).map((p) => p.message)).toEqual([
      'cloudtest:// is not a scheme the service promises: name http(s), or a placeholder (scheme://KEY)',
    ]);
  });
});

describe('the claims the fifth round corrected, as the docs made them', () => {
  const PLATFORMS = join(ROOT, 'docs/platforms.md');
  const CHECK_RUNS = join(ROOT, 'docs/check-runs.md');
  const COSTS = join(ROOT, 'docs/costs.md');

  it('fails on a flag given to cloudtest that its command does not take', () => {
    const { problems } = checkWith(README, (t) =>
      t.replace(
        '`cloudtest run --history FILE` and `cloudtest report --history FILE`',
        '`cloudtest --history FILE` and `cloudtest report --histroy FILE`',
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md:\d+: cloudtest takes no --history \(a flag of a command goes after the command\)$/,
      ),
      expect.stringMatching(/^README\.md:\d+: cloudtest report takes no --histroy$/),
    ]);
  });

  it('fails on an input of ours that does not exist', () => {
    const { problems } = checkWith(PLATFORMS, (t) =>
      t.replace(
        'SIGKILL <!-- docs:tunnel-stop-grace -->10 s<!-- /docs --> later if it still runs (a grace no input changes)',
        'SIGKILL after `stop-grace`',
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/platforms\.md:\d+: `stop-grace` is no input, output, action or flag of this bundle/,
      ),
    ]);
  });

  it('fails on the waits of a check-run write, the grace of a tunnel client and the attempts of a request when they drift from the code', () => {
    const retries = checkWith(CHECK_RUNS, (t) =>
      t.replace(
        '<!-- docs:github-write-pauses -->1 s and then 2 s<!-- /docs -->',
        '<!-- docs:github-write-pauses -->1 s and then 3 s<!-- /docs -->',
      ),
    );
    expect(retries.stale).toEqual([
      expect.stringMatching(
        /^docs\/check-runs\.md:\d+: docs:github-write-pauses shows 1 s and then 3 s, the code makes 1 s and then 2 s$/,
      ),
      'docs/check-runs.md: not up to date',
    ]);
    expect(onDisk(CHECK_RUNS)).toMatch(
      /tried again\s+<!-- docs:github-write-retries -->twice<!-- \/docs -->[\s\S]*at most <!-- docs:github-rate-limit-pause -->60 s<!-- \/docs -->/,
    );
    const grace = checkWith(PLATFORMS, (t) =>
      t.replace('tunnel-stop-grace -->10 s', 'tunnel-stop-grace -->5 s'),
    );
    expect(grace.stale[0]).toMatch(/docs:tunnel-stop-grace shows 5 s, the code makes 10 s$/);
    const attempts = checkWith(COSTS, (t) => t.replace('request-attempts -->4<', 'request-attempts -->3<'));
    expect(attempts.stale[0]).toMatch(/docs:request-attempts shows 3, the code makes 4$/);
  });

  it('fails on a quick start that reads a variable the README never tells the reader to add', () => {
    const { problems } = checkWith(README, (t) =>
      t.replace('`CLOUDTEST_SUITE_ID` for the second', 'the suite for the second'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md:\d+: a quick start reads CLOUDTEST_SUITE_ID, which the README never tells the reader to add$/,
      ),
    ]);
  });

  it("fails on an oldest Node.js that is not package.json's engines", () => {
    const { problems } = checkWith(CI, (t) =>
      t.replace('It needs Node.js 22.19 or later', 'It needs Node.js 24 or later'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/ci\/README\.md:\d+: Node\.js 24 is not the oldest package\.json's engines allow: 22\.19$/,
      ),
    ]);
  });
});

describe('the marks', () => {
  it('read their arguments, JSON values with spaces in them included', () => {
    expect(parseArgs(' root suite=41 job=e2e leg={"os": "Windows 11", "n": [1, "a]"]} all')).toEqual({
      positional: ['root', 'all'],
      named: new Map([
        ['suite', '41'],
        ['job', 'e2e'],
        ['leg', '{"os": "Windows 11", "n": [1, "a]"]}'],
      ]),
    });
    expect(legsOf({ os: ['linux', 'windows'], node: [22, 24] })).toEqual([
      { os: 'linux', node: 22 },
      { os: 'linux', node: 24 },
      { os: 'windows', node: 22 },
      { os: 'windows', node: 24 },
    ]);
  });

  it("write a block on the lines of a YAML comment, each leg of the workflow job's own matrix", () => {
    const workflow = [
      'jobs:',
      '  e2e:',
      '    strategy:',
      '      matrix:',
      '        browser: [chrome, "firefox esr"]',
      '    steps:',
      '      # <!-- docs:check-name annotate-build job=e2e -->',
      '      # stale',
      '      # <!-- /docs -->',
      '      # and <!-- docs:build-name repo=shop run=7 attempt=2 job=e2e leg={"browser":"chrome"} -->x<!-- /docs -->',
      '',
    ].join('\n');
    const { text, problems, drifts } = withClaims(workflow, 'docs/examples/x.yml');
    expect(problems).toEqual([]);
    expect(text.split('\n').slice(6, 10)).toEqual([
      '      # <!-- docs:check-name annotate-build job=e2e -->',
      '      # `Cloud tests (e2e, browser: chrome)` and `Cloud tests (e2e, browser: firefox esr)`',
      '      # <!-- /docs -->',
      '      # and <!-- docs:build-name repo=shop run=7 attempt=2 job=e2e leg={"browser":"chrome"} -->`shop-7-2-e2e-browser-chrome`<!-- /docs -->',
    ]);
    expect(drifts.map((d) => d.line)).toEqual([7, 10]);
    expect(withClaims(text, 'docs/examples/x.yml').drifts).toEqual([]);
  });

  it('say what is wrong with a mark they cannot compute', () => {
    const { problems } = withClaims(
      [
        '<!-- docs:check-name root job=e2e -->x<!-- /docs -->',
        '<!-- docs:default start-tunnel identifier -->x<!-- /docs -->',
        '<!-- docs:cli-flags deploy -->x<!-- /docs -->',
        '<!-- docs:colour red -->x<!-- /docs -->',
        '<!-- docs:example docs/examples/nowhere.yml -->x<!-- /docs -->',
        '<!-- docs:example package.json -->x<!-- /docs -->',
        '<!-- docs:example docs/examples/devices-from-the-service.yml -->x<!-- /docs -->',
        '<!-- docs:default root timeout -->',
      ].join('\n'),
      'x.md',
    );
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: docs:check-name root job=e2e : the root action needs suite=N, test=N or all',
      "2: docs:default start-tunnel identifier : start-tunnel's identifier has no default",
      '3: docs:cli-flags deploy : no command "cloudtest deploy"',
      '4: docs:colour red : unknown kind "docs:colour"',
      '5: docs:example docs/examples/nowhere.yml : docs/examples/nowhere.yml does not exist',
      '6: docs:example package.json : example takes a workflow of docs/examples/, not "package.json"',
      '7: docs:example docs/examples/devices-from-the-service.yml : docs/examples/devices-from-the-service.yml holds marks: an example shown whole may hold none',
      '8: docs:default has no <!-- /docs -->',
    ]);
  });
});
