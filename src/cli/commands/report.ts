import { type AnnotateInputs, InputsSchema } from '../../actions/annotate-build/inputs.ts';
import { INPUT_NAMES, INPUTS, OUTPUTS } from '../../actions/annotate-build/names.ts';
import { BUILD_VARIABLE } from '../../runtime/job-identity.ts';
import { inputsFromFlags, onlyFlags, type ParsedArgs } from '../args.ts';
import { buildNameFor } from '../ci/detect.ts';
import type { Command } from '../command.ts';
import { EXIT, UsageError } from '../exit.ts';
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
 * `cloudtest report --build NAME`: annotate-build's `run`, reading the build's tests (waiting while
 * results arrive) and reporting them through the host's publisher, the CI's way.
 */
export const reportCommand: Command = {
  name: 'report',
  summary: "Read a build's tests and report them as annotate-build does.",
  usage: 'cloudtest report --build NAME [flags]',
  description: [
    "Reads the tests of a build (the capabilities.build value your tests used, or its numeric ID; several comma-separated; PREFIX* for every build so named) and reports them the CI's way: a JUnit file where the CI reads one, annotations, a summary. Without --build: the build CLOUDTEST_BUILD names, else the CI's own run and job.",
    'Exits 0 when the tests passed, 1 when tests failed, 2 for bad usage (before any request), 3 when it could not run (the service, the network, the credentials, no such build). With --json, prints {"total", "passed", "failed", "unknown", "flaky", "quarantined", "conclusion", "junitFile", "ctrfFile", "comparedTo", "newFailures", "vmSeconds", "deviceSeconds"}: passed, failed, unknown and flaky (failed, then passed on a retry) add up to total; quarantined counts the failed tests the quarantine excused; comparedTo is the commit of the --history file\'s run, newFailures the tests failing now that did not fail there, quarantined ones not among them (both null when nothing was compared); vmSeconds and deviceSeconds, the sum of the sessions\' durations on VMs and on physical devices, retries included: what the service bills (null when not known).',
    "Off GitHub one command reports once, so nothing joins the legs of a matrix (GitHub Actions' actions/combine does): report them together with --build PREFIX*.",
  ],
  flags: {
    [INPUTS.build]: { value: 'NAME', description: 'The build (or builds, or PREFIX*) to report.' },
    [INPUTS.waitSeconds]: {
      value: 'SECONDS',
      description: 'How long to wait for the build and its results to arrive (default 30).',
    },
    [INPUTS.failOnFailure]: {
      value: 'BOOL',
      description: 'true (default): failed tests exit 1; false: they exit 0.',
    },
    [INPUTS.checkName]: {
      value: 'NAME',
      description: "The report's name (default: Cloud tests and the job).",
    },
    ...EVIDENCE_FLAGS,
  },
  words: EVIDENCE_WORDS,
  examples: [
    'cloudtest report --build "$CLOUDTEST_BUILD" --junit results.xml',
    'cloudtest report --build "nightly-*" --json',
  ],
  run: runReport,
};

async function runReport(args: ParsedArgs, host: Host): Promise<number> {
  onlyFlags(args, 'report');
  // The build the CI's job named, as `cloudtest tunnel` gave it to the tests (CLOUDTEST_BUILD, else
  // the CI's run and job): the action's own default is GitHub's form.
  const build = args.values[INPUTS.build] ?? buildNameFor(host.ci, host.env);
  if (!build)
    throw new UsageError(
      `Give --build NAME: ${BUILD_VARIABLE} is not set and no CI names this job's build.`,
      'report',
    );
  const values = withEvidenceInputs({ ...args.values, [INPUTS.build]: build });
  const inputs: AnnotateInputs = inputsFromFlags(values, INPUT_NAMES, InputsSchema);
  host.settings();
  const [{ run }] = await Promise.all([import('../../actions/annotate-build/run.ts'), loadServiceClient()]);
  host.terminal.startStatus('Reading the build');
  const ctx = host.reportingContext('cloudtest report', args.values[HISTORY_FLAG]);
  const result = await run(inputs, ctx).finally(() => host.terminal.stopStatus());
  const out = result.outputs;
  if (args.values.json)
    host.terminal.result(
      JSON.stringify({
        total: Number(out[OUTPUTS.total]),
        passed: Number(out[OUTPUTS.passed]),
        failed: Number(out[OUTPUTS.failed]),
        unknown: Number(out[OUTPUTS.unknown]),
        flaky: Number(out[OUTPUTS.flaky]),
        quarantined: Number(out[OUTPUTS.quarantined]),
        conclusion: out[OUTPUTS.conclusion],
        junitFile: out[OUTPUTS.junitFile] || null,
        ctrfFile: out[OUTPUTS.ctrfFile] || null,
        ...comparedJson(out),
        ...sessionsJson(out),
      }),
    );
  if (!result.failure) return EXIT.passed;
  host.terminal.log.error(result.failure);
  return EXIT.testsFailed;
}
