import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { ROOT } from '../../scripts/action-files.ts';
import { type Assumption, ASSUMPTIONS } from '../../src/api/assumptions.ts';

// The import direction of docs/architecture.md, as lint enforces it.
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries', () => {
  it.each([
    ['src/api/probe.ts', "import type { Logger } from '../runtime/types.ts';"],
    ['src/api/probe.ts', "import { publishReport } from '../report/publish.ts';"],
    ['src/runtime/probe.ts', "import { pollJob } from '../codeless/poll.ts';"],
    ['src/report/probe.ts', "import { run } from '../actions/wait-for-job/run.ts';"],
    ['src/codeless/probe.ts', "import { entries } from '../entries.ts';"],
    ['src/actions/upload-app/probe.ts', "import { main } from '../../cli/main.ts';"],
    ['src/text/probe.ts', "import { messageOf } from '../api/transport/errors.ts';"],
    ['src/codeless/probe.ts', "import { runMainEntry } from '../runtime/github/runtime.ts';"],
    ['src/runtime/probe.ts', "import { coreLogger } from './github/logger.ts';"],
    ['src/cli/probe.ts', "import { coreLogger } from '../runtime/github/logger.ts';"],
    ['src/shard/probe.ts', "import { run } from '../actions/shard/run.ts';"],
    ['src/report/probe.ts', "import { planShards } from '../shard/plan.ts';"],
  ])('refuses %s importing upwards: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*(imports? (only from the layers below|nothing of ours)|import src\/runtime\/github)/,
      ),
    ]);
  });

  it.each([
    ['src/api/probe.ts', "export const load = () => import('../report/publish.ts');"],
    [
      'src/runtime/probe.ts',
      "export const load = async () => (await import('./github/commands.ts')).setFailed;",
    ],
    ['src/report/value/probe.ts', "export const load = () => import('../outputs/summary.ts');"],
  ])('refuses %s loading upwards by import(): %s', async (file, code) => {
    expect(await problems(file, `${code}\n`)).toEqual([
      expect.stringMatching(
        /^no-restricted-syntax: .*(only from the (layers|rooms) below|import src\/runtime\/github)/,
      ),
    ]);
  });

  it.each([
    ['src/shard/probe.ts', "import { waitForCapacity } from '../codeless/capacity.ts';"],
    ['src/codeless/probe.ts', "import { planShards } from '../shard/plan.ts';"],
  ])('keeps the shard and the Codeless logic side by side: %s importing %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*(only from the layers below|side by side)/),
    ]);
  });

  it('lets a layer load downwards by import()', async () => {
    expect(
      await problems('src/codeless/probe.ts', "export const load = () => import('../report/publish.ts');\n"),
    ).toEqual([]);
  });

  it.each([
    ['src/runtime/probe.ts', "import { messageOf } from '../api/transport/errors.ts';"],
    ['src/report/probe.ts', "import type { Logger } from '../runtime/types.ts';"],
    ['src/codeless/probe.ts', "import { publishReport } from '../report/publish.ts';"],
    ['src/api/probe.ts', "import { formatBytes } from '../text/wording.ts';"],
    ['src/cli/probe.ts', "import { run } from '../actions/start-tunnel/run.ts';"],
    ['src/shard/probe.ts', "import { readDigest } from '../report/history/digest.ts';"],
    ['src/shard/probe.ts', "import { sessionsOf } from '../api/team.ts';"],
    ['src/actions/shard/probe.ts', "import { planShards } from '../../shard/plan.ts';"],
    ['src/actions/upload-app/probe.ts', "import { runMainEntry } from '../../runtime/github/runtime.ts';"],
    ['src/runtime/github/probe.ts', "import * as core from '@actions/core';"],
    ['src/report/probe.ts', "import type { getOctokit } from '@actions/github';"],
  ])('lets %s import downwards: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  it.each([
    ['src/report/world/probe.ts', "import type { ReportEntry } from '../value/types.ts';"],
    ['src/report/value/probe.ts', "import type { Digest } from '../history/digest.ts';"],
    ['src/report/value/probe.ts', "import { renderSummary } from '../outputs/summary.ts';"],
    ['src/report/history/probe.ts', "import type { Report } from '../outputs/report.ts';"],
    ['src/report/history/probe.ts', "import { compareReport } from '../comparing.ts';"],
    ['src/report/outputs/probe.ts', "import { publishReport } from '../publish.ts';"],
    ['src/report/outputs/probe.ts', "export type { EvidenceOptions } from '../types.ts';"],
    ['src/report/value/sub/probe.ts', "import type { Digest } from '../../history/digest.ts';"],
    ['src/report/history/sub/probe.ts', "import { publishReport } from '../../publish.ts';"],
    ['src/report/builds/probe.ts', "import { readDigest } from '../history/digest/codec.ts';"],
    ['src/report/value/probe.ts', "import { readBuilds } from '../builds/gather.ts';"],
  ])('refuses %s importing a room above it: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*may import only from the rooms below it/),
    ]);
  });

  it.each([
    ['src/report/value/probe.ts', "import { MAX_SHOWN_SIZE } from '../world/limits.ts';"],
    ['src/report/history/probe.ts', "import type { ReportTests } from '../value/tests.ts';"],
    ['src/report/outputs/probe.ts', "import { readDigest } from '../history/digest.ts';"],
    ['src/report/outputs/probe.ts', "import { messageOf } from '../../api/transport/errors.ts';"],
    ['src/report/probe.ts', "import { publishCheckRun } from './outputs/check-run-output.ts';"],
    ['src/report/history/sub/probe.ts', "import { lowerBound } from '../sorted-keys.ts';"],
    ['src/report/history/sub/probe.ts', "import type { ReportTests } from '../../value/tests.ts';"],
    ['src/report/outputs/sub/probe.ts', "import { readDigest } from '../../history/digest.ts';"],
    ['src/report/builds/probe.ts', "import { TestReader } from '../value/reader.ts';"],
    ['src/api/transport/probe.ts', "import { MAX_ANSWER_BYTES } from '../assumptions.ts';"],
    ['src/api/transport/probe.ts', "import { formatBytes } from '../../text/wording.ts';"],
    ['src/api/probe.ts', "import { Transport } from './transport/transport.ts';"],
  ])('lets %s import a room below it: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  it.each([
    ['src/api/transport/probe.ts', "import { jobsApi } from '../jobs.ts';"],
    ['src/api/transport/probe.ts', "import type { ServiceClient } from '../client.ts';"],
    ['src/api/assumptions.ts', "import { route } from './transport/path.ts';"],
  ])(
    'keeps the transport below the resources, and what both read below both: %s importing %s',
    async (file, code) => {
      expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
        expect.stringMatching(
          /^no-restricted-imports: .*(never a resource|imports nothing of ours|rooms below it)/,
        ),
      ]);
    },
  );

  it.each([
    ['src/report/probe.ts', "import * as core from '@actions/core';"],
    ['src/codeless/probe.ts', "import { getOctokit } from '@actions/github';"],
    ['src/shard/probe.ts', "import * as core from '@actions/core';"],
    ['src/runtime/probe.ts', "import * as tc from '@actions/tool-cache';"],
    ['src/api/probe.ts', "import { HttpClient } from '@actions/http-client';"],
  ])('keeps the runner toolkit out of the core: %s importing %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*Only the runner host/),
    ]);
  });
});

describe('records the spec leaves "not shown", outside src/api', () => {
  /** The adapters ASSUMPTIONS names: `codelessIdOf and codelessNameOf (src/api/lab.ts)` gives two. */
  const adapters = new Set(
    Object.values(ASSUMPTIONS as Record<string, Assumption>).flatMap((a) =>
      a.adapter ? (a.adapter.split(' (')[0] ?? '').split(' and ') : [],
    ),
  );
  /** The modules of src/api that read such records: the lenient readers, and the Codeless records'. */
  const READERS = /\/api\/(records|lab)\.ts$/;

  it('are read only through the adapters ASSUMPTIONS names', () => {
    const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('api/'),
    );
    const imported = files.flatMap((file) =>
      [
        ...readFileSync(join(ROOT, 'src', file), 'utf8').matchAll(
          /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
        ),
      ]
        .filter(([, typeOnly, , from]) => !typeOnly && READERS.test(from ?? ''))
        .flatMap(([, , names]) => (names ?? '').split(',').map((n) => n.trim()))
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => `${file}: ${name}`),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((entry) => !adapters.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });
});
