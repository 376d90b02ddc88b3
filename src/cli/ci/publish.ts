import { spawn } from 'node:child_process';
import { appendFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import { messageOf } from '../../api/transport/errors.ts';
import type { ComposedReport, ReportHost } from '../../report/publish.ts';
import {
  DEFAULT_EVIDENCE_OPTIONS,
  type EvidenceOptions,
  type PublishedReport,
  type ReportPublisher,
  type SessionTime,
} from '../../report/types.ts';
import { writeInPlace } from '../../report/world/write-in-place.ts';
import type { Clock } from '../../runtime/types.ts';
import { findOnPath, invocationOf } from '../child.ts';
import type { Terminal } from '../terminal.ts';
import { type CiName, revisionOf } from './detect.ts';
import type { HistoryFile } from './history.ts';
import type { CiProgram, CiReport } from './report.ts';
import { ciOutput } from './writers.ts';

export interface PublishPlace {
  ci: CiName;
  terminal: Terminal;
  env: Record<string, string | undefined>;
  clock: Clock;
  cwd: string;
}

/** How long a CI's program (buildkite-agent) may take. */
const PROGRAM_TIMEOUT_MS = 30_000;

/**
 * The command line's report publisher: the one composer (src/report/publish.ts, `composeReport`) with
 * the CI as its host. Each report shows the way the CI it runs in shows one, then the JUnit file goes
 * where --junit names, else where the CI reads one, and the CTRF file where --ctrf names; no file goes
 * anywhere else. With `history` (--history FILE), the report is compared with the digest the file
 * holds and shows its window, and a run of the branch itself then writes its own digest there
 * (history.ts). Each output that fails is a warning; the others still happen, and the exit code stays
 * the report's.
 */
export function ciPublisher(place: PublishPlace & { history?: string }): ReportPublisher {
  const kept = place.history;
  const fileOf = (history: typeof import('./history.ts'), path: string) =>
    history.historyFile(path, place.cwd, revisionOf(place.ci, place.env));
  return {
    // The file's window says how long a job usually runs, as a base report's does for the actions' wait.
    ...(kept === undefined
      ? {}
      : {
          base: async () => {
            const history = await import('./history.ts');
            return history.historyBase(fileOf(history, kept));
          },
        }),
    publish: async (given, options = DEFAULT_EVIDENCE_OPTIONS) => {
      // Loaded with the first report: a command that makes none loads no reporting code.
      const [{ composeReport }, { runnerTempOf }, history] = await Promise.all([
        import('../../report/publish.ts'),
        import('../../report/value/spill.ts'),
        import('./history.ts'),
      ]);
      const file = kept === undefined ? undefined : fileOf(history, kept);
      const host: ReportHost = {
        tempDir: runnerTempOf(place.env),
        now: () => place.clock.now(),
        log: place.terminal.log,
        env: place.env,
        plain: true,
        // Compared, and quarantined by the window, as on GitHub: with the history file's digest for a
        // base; without a file nothing is compared, and nothing is said of it.
        compare: async (header, tests) =>
          file
            ? history.compareWithHistory(file, header, tests, place.env)
            : {
                digestText: '',
                notCompared: NO_HISTORY,
                // What the sessions ran is the run's own: said without a base too (--json).
                ...sessionsOf(header, tests),
              },
        show: (report, shown) => showOnCi(report, shown, place, file && { history, file }),
      };
      return composeReport(given, host, options);
    },
  };
}

/** The report's session time, when known: the caller's (a Codeless job's), else its tests' records'. */
function sessionsOf(
  header: Parameters<ReportHost['compare']>[0],
  tests: Parameters<ReportHost['compare']>[1],
): { sessions?: SessionTime } {
  const sessions = header.sessions ?? tests.sessions;
  return sessions ? { sessions } : {};
}

/** Why a report of the command is not compared without --history: nothing names a base. */
const NO_HISTORY = 'no --history file holds an earlier report of this check to compare with';

/** A judged report the CI's way, then its files, then the history file moved on by it. */
async function showOnCi(
  { header, tests, compared, judged }: ComposedReport,
  options: EvidenceOptions,
  place: PublishPlace,
  kept: { history: typeof import('./history.ts'); file: HistoryFile } | undefined,
): Promise<PublishedReport> {
  const { writeReportFiles } = await import('../../report/outputs/files.ts');
  const log = place.terminal.log;
  const { counts, failed, unknown, flaky, recorded, linked } = tests;
  const { shown, leadText } = judged;
  const { checkName, externalId: reference } = header;
  const { conclusion } = judged.judgement;
  const listed = { failed, unknown, flaky, recorded, linked, ...(leadText ? { leadText } : {}) };
  const ci = await publishToCi({ checkName, reference, conclusion, counts, ...shown, ...listed }, place);
  const files = await writeReportFiles({ ...header, ...shown }, tests, {
    junitFile: options.junitFile ?? ci.junitFile,
    ctrfFile: options.ctrfFile,
    env: place.env,
    now: place.clock.now(),
    log,
    onlyNamed: true,
  });
  if (kept) await kept.history.keepHistory(kept.file, compared.digestText, header, { cwd: place.cwd, log });
  return { ...judged.published, ...files };
}

export async function publishToCi(report: CiReport, place: PublishPlace): Promise<{ junitFile?: string }> {
  const { terminal, env, cwd } = place;
  const summary = env.GITHUB_STEP_SUMMARY?.trim();
  const summaryBytes =
    place.ci === 'github' && summary
      ? await stat(summary).then(
          (s) => s.size,
          () => 0,
        )
      : 0;
  const output = ciOutput(place.ci, report, { env, cwd, now: place.clock.now(), summaryBytes });
  for (const line of output.lines) terminal.line(line);
  for (const file of output.files) {
    const path = resolve(cwd, file.path);
    const content = terminal.redact(file.content);
    try {
      // Only the runner's own step summary is appended to; every other file is one the workspace may
      // hold a link at (a pull request can commit one), so it is replaced, never written through.
      if (file.append && summary && path === resolve(cwd, summary)) await appendFile(path, content, 'utf8');
      else await writeInPlace(path, content, { under: cwd });
    } catch (error) {
      terminal.log.warning(`Could not write ${path}: ${messageOf(error)}`);
    }
  }
  for (const program of output.programs) await runProgram(program, place);
  return output.junitFile ? { junitFile: resolve(cwd, output.junitFile) } : {};
}

async function runProgram(program: CiProgram, place: PublishPlace): Promise<void> {
  const found = findOnPath(program.program, place.env);
  if (!found) {
    place.terminal.log.info(`${program.program} is not on the PATH: the log above has the report.`);
    return;
  }
  const invocation = invocationOf([found, ...program.args], place.env);
  const result = await new Promise<{ code: number | null; stderr: string; error?: Error }>((done) => {
    const child = spawn(invocation.file, invocation.args, {
      env: place.env,
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: PROGRAM_TIMEOUT_MS,
      windowsVerbatimArguments: invocation.verbatim,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-2000)));
    child.once('error', (error) => done({ code: null, stderr, error }));
    child.once('close', (code) => done({ code, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.end(place.terminal.redact(program.input));
  });
  if (result.code !== 0) {
    const why = result.error ? messageOf(result.error) : `exit code ${result.code}: ${result.stderr.trim()}`;
    place.terminal.log.warning(`${program.program} ${program.args[0] ?? ''} failed (${why}).`);
  }
}
