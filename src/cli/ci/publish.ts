import { spawn } from 'node:child_process';
import { appendFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { messageOf } from '../../api/transport/errors.ts';
import { writeInPlace } from '../../report/world/write-in-place.ts';
import type { ReportPublisher } from '../../report/publisher.ts';
import { DEFAULT_EVIDENCE_OPTIONS } from '../../report/types.ts';
import type { Clock } from '../../runtime/types.ts';
import { wellFormedValues } from '../../text/characters.ts';
import { findOnPath, invocationOf } from '../child.ts';
import type { Terminal } from '../terminal.ts';
import type { CiName } from './detect.ts';
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
 * The command line's report publisher: the reporting core hands it each report it makes, and it
 * shows the report the way the CI it runs in does, then writes the JUnit file where --junit names,
 * else where the CI reads one, and the CTRF file where --ctrf names; no file goes anywhere else. Each output that fails is a warning; the others
 * still happen, and the exit code stays the report's.
 */
export function ciPublisher(place: PublishPlace): ReportPublisher {
  return {
    publish: async (given, options = DEFAULT_EVIDENCE_OPTIONS) => {
      // Loaded with the first report: a command that makes none loads no reporting code.
      const [
        { withReportTests },
        { writeReportFiles },
        { reportOf },
        { runnerTempOf },
        { judge },
        { quarantineOf, excusedBy },
        { quarantineLines, quarantineWarnings },
      ] = await Promise.all([
        import('../../report/with-tests.ts'),
        import('../../report/outputs/files.ts'),
        import('../../report/outputs/report.ts'),
        import('../../report/value/spill.ts'),
        import('../../report/history/fail-on.ts'),
        import('../../report/history/quarantine.ts'),
        import('../../report/outputs/quarantine-text.ts'),
      ]);
      return withReportTests(given, runnerTempOf(place.env), async (header, tests) => {
        // Well-formed before any output measures, cuts or escapes it (src/text/characters.ts); the
        // reader made the tests so.
        const input = wellFormedValues(header);
        const { counts, failed, unknown, flaky, recorded, linked } = tests;
        // fail-on and quarantine as on GitHub; only GitHub's check runs hold a base to compare with,
        // and with it the window auto-quarantine reads.
        const quarantine = await quarantineOf(tests, options.quarantine, { now: place.clock.now() });
        for (const line of quarantineWarnings(quarantine)) place.terminal.log.warning(line);
        for (const line of quarantineLines(quarantine)) place.terminal.log.info(line);
        const judged = judge(
          options.failOn,
          { conclusion: reportOf(input, tests, '').conclusion, counts },
          {
            notCompared: 'only a report on GitHub is compared with the base branch',
          },
          options,
          excusedBy(quarantine),
        );
        const { conclusion } = judged;
        const { checkName, externalId: reference, title } = input;
        const listed = { failed, unknown, flaky, recorded, linked };
        const ci = await publishToCi({ checkName, title, reference, conclusion, counts, ...listed }, place);
        const files = await writeReportFiles(input, tests, {
          junitFile: options.junitFile ?? ci.junitFile,
          ctrfFile: options.ctrfFile,
          env: place.env,
          now: place.clock.now(),
          log: place.terminal.log,
          onlyNamed: true,
        });
        return {
          conclusion,
          counts,
          quarantined: quarantine?.failed.count ?? 0,
          blocks: judged.blocks,
          ...(judged.note ? { blockNote: judged.note } : {}),
          ...(judged.missing ? { missing: judged.missing } : {}),
          ...files,
        };
      });
    },
  };
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
