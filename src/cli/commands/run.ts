import { InputsSchema, type RunInputs } from '../../actions/run-codeless-tests/inputs.ts';
import { INPUT_NAMES, INPUTS, OUTPUTS } from '../../actions/run-codeless-tests/names.ts';
import { messageOf } from '../../api/transport/errors.ts';
import { TIMEOUT_STATUS } from '../../codeless/reading.ts';
import type { ActionResult } from '../../runtime/types.ts';
import { inputsFromFlags, onlyFlags, type ParsedArgs } from '../args.ts';
import type { Command } from '../command.ts';
import { EXIT } from '../exit.ts';
import { reportFailure } from '../failure.ts';
import { type Host, loadServiceClient } from '../host.ts';
import {
  comparedJson,
  EVIDENCE_FLAGS,
  EVIDENCE_WORDS,
  HISTORY_FLAG,
  sessionsJson,
  withEvidenceInputs,
} from './evidence.ts';

/**
 * `cloudtest run`: the root action in one process. Its `run` triggers, waits and reports through the
 * host's publisher; its clean-up, the post step's, then stops the runs a wait left going (a Ctrl+C,
 * SIGTERM, a time-out), as a cancelled workflow's post step does.
 */

/** How long the clean-up may take: reading the job and stopping its runs, with retries. */
const CLEAN_UP_MS = 60_000;

export const runCommand: Command = {
  name: 'run',
  summary: 'Trigger a Codeless suite, a test or all, wait and report.',
  usage: 'cloudtest run --suite-id ID | --test-id ID | --all [--url URL] [flags]',
  description: [
    "Triggers the target, waits for its job and reports its tests the CI's way (a JUnit file where the CI reads one, annotations, a summary). Ctrl+C, SIGTERM or SIGHUP stop the job's runs before the command exits 130; so does a wait that times out (exit code 4).",
    'Exits 0 when the tests passed, 1 when tests failed, 2 for bad usage (before any request), 3 when it could not run (the service, the network, the credentials), 4 when the wait timed out. With --json, prints {"jobId", "status", "success", "failedCount", "flaky", "testIds", "junitFile", "ctrfFile", "comparedTo", "newFailures", "vmSeconds", "deviceSeconds"} ("flaky": tests that failed, then passed on a retry; null when the tests were not reported; "comparedTo": the commit of the --history file\'s run, "newFailures": the tests failing now that did not fail there, quarantined ones not among them, both null when nothing was compared; "vmSeconds" and "deviceSeconds": the sum of the sessions\' durations on VMs and on physical devices, retries included, what the service bills, null when not known).',
  ],
  flags: {
    [INPUTS.suiteId]: { value: 'ID', description: 'Run this Codeless suite.' },
    [INPUTS.testId]: { value: 'ID', description: 'Run this Codeless test.' },
    [INPUTS.all]: { description: 'Run every Codeless test of the account.' },
    [INPUTS.url]: { value: 'URL', description: 'With --all: the http(s) address the tests open.' },
    [INPUTS.waitForCapacity]: {
      value: 'SECONDS',
      description: 'Wait up to this long for a free session before triggering (default 0: at once).',
    },
    [INPUTS.timeout]: { value: 'SECONDS', description: 'How long to wait for the job (default 3600).' },
    [INPUTS.pollInterval]: { value: 'SECONDS', description: 'The first wait between polls (default 5).' },
    [INPUTS.maxFailures]: {
      value: 'N',
      description:
        "0 (default): wait for every test. N: once N tests failed for good, stop the job's other tests and exit 1 at once.",
    },
    [INPUTS.failOnFailure]: {
      value: 'BOOL',
      description: 'true (default): failed tests exit 1; false: they exit 0.',
    },
    [INPUTS.report]: { value: 'BOOL', description: 'true (default): report the tests; false: only wait.' },
    [INPUTS.checkName]: {
      value: 'NAME',
      description: "The report's name (default: the target and the job).",
    },
    [INPUTS.stopOnCancel]: {
      value: 'BOOL',
      description: "true (default): an interrupt or a time-out stops the job's runs; false: leaves them.",
    },
    [INPUTS.stopScope]: {
      value: 'SCOPE',
      description: "job (default): stop the job's tests; target: every run of the suite or test.",
    },
    ...EVIDENCE_FLAGS,
  },
  words: EVIDENCE_WORDS,
  examples: [
    'cloudtest run --suite-id 1234',
    'cloudtest run --all --url https://staging.example.com --junit results.xml',
    'cloudtest run --test-id 77 --timeout 900 --json',
  ],
  run: runRun,
};

async function runRun(args: ParsedArgs, host: Host): Promise<number> {
  onlyFlags(args, 'run');
  const inputs: RunInputs = inputsFromFlags(withEvidenceInputs(args.values), INPUT_NAMES, InputsSchema);
  host.settings();
  const [{ run }, { cleanUp }] = await Promise.all([
    import('../../actions/run-codeless-tests/run.ts'),
    import('../../actions/run-codeless-tests/clean-up.ts'),
    loadServiceClient(),
  ]);
  let result: ActionResult | undefined;
  let status: number | undefined;
  try {
    result = await run(inputs, host.reportingContext('cloudtest run', args.values[HISTORY_FLAG]));
  } catch (error) {
    status = reportFailure(error, host, runCommand);
  }
  // Its own deadline, not the interrupts' signal: after a Ctrl+C the runs are still to be stopped.
  const end = host.terminal.group('cloudtest_run_clean_up', 'Cleaning up');
  await cleanUp(host.serviceContext('cloudtest run clean-up', AbortSignal.timeout(CLEAN_UP_MS))).catch(
    (error: unknown) => host.terminal.log.warning(`Clean-up: ${messageOf(error)}`),
  );
  end();
  if (status !== undefined) return status;
  if (host.interrupts.signal.aborted) return reportFailure(host.interrupts.signal.reason, host, runCommand);
  return finish(result ?? { outputs: {} }, args, host);
}

/** The exit code of a wait that ended, and the JSON document for scripts. */
function finish(result: ActionResult, args: ParsedArgs, host: Host): number {
  const out = result.outputs;
  if (args.values.json)
    host.terminal.result(
      JSON.stringify({
        jobId: Number(out[OUTPUTS.jobId]),
        status: out[OUTPUTS.status],
        success: out[OUTPUTS.success] === '' ? null : out[OUTPUTS.success] === 'true',
        failedCount: Number(out[OUTPUTS.failedCount]),
        flaky: out[OUTPUTS.flaky] ? Number(out[OUTPUTS.flaky]) : null,
        testIds: JSON.parse(out[OUTPUTS.testIds] ?? '[]') as number[],
        junitFile: out[OUTPUTS.junitFile] || null,
        ctrfFile: out[OUTPUTS.ctrfFile] || null,
        ...comparedJson(out),
        ...sessionsJson(out),
      }),
    );
  if (out[OUTPUTS.status] === TIMEOUT_STATUS) {
    host.terminal.log.error(result.failure ?? 'The wait timed out.');
    return EXIT.timedOut;
  }
  if (!result.failure) return EXIT.passed;
  host.terminal.log.error(result.failure);
  return EXIT.testsFailed;
}
