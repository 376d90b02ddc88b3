// npm run mutate: the mutation run over src/api/ (StrykerJS and its vitest runner, stryker.config.json;
// the tests it runs: vitest.mutate.config.ts). Slow, so not part of CI. Arguments go to Stryker:
// `npm run mutate -- --mutate src/api/team.ts` runs one file; `--fidelity` runs only the code the
// assumptions and the endpoints' functions name (scripts/fidelity.ts).
//
// After Stryker it reads the JSON report and fails when a mutant survived in assumptions.ts or in an
// endpoint function's settings (the resource modules of src/api, the meanings and the readers) and is
// not recorded as equivalent, with its reason, in docs/mutation.md. It records what it measured of the
// code of each assumption and each endpoint's function in docs/mutation.md, and writes the fidelity
// line of docs/service-records.md from that record. A run over the whole of src/api (no --mutate) also
// writes its figures into docs/mutation.md and docs/reliability.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Assumption, ASSUMPTIONS } from '../src/api/assumptions.ts';
import { type Endpoint, endpointName, ENDPOINTS } from '../test/fake-service/endpoints.ts';
import { ROOT } from './action-files.ts';
import {
  codeHash,
  endpointCode,
  type FidelityRecord,
  fidelityTargets,
  lineAt,
  mergedRecord,
  mutatedBy,
  mutatedPatterns,
  partsOf,
  pinState,
  type Read,
  reader,
  RECORD_DOC,
  recordIn,
  spanOf,
  withRecord,
} from './fidelity.ts';
import { fidelity, serviceRecordsPlan } from './service-records.ts';

export const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
export const MUTATION_DOC = join(ROOT, RECORD_DOC);
const RELIABILITY_DOC = join(ROOT, 'docs', 'reliability.md');
const START = '<!-- generated:mutation:start -->';
const END = '<!-- generated:mutation:end -->';

/**
 * Where a surviving mutant must be killed or recorded as equivalent: the assumptions, the meanings,
 * the readers of "not shown" records and the resource modules (one per namespace of the client).
 */
export const HELD = new RegExp(
  `^src/api/(${[
    'assumptions',
    'meanings',
    'records',
    'browsers',
    'builds',
    'configuration',
    'devices',
    'jobs',
    'lab',
    'labsuites',
    'screenshots',
    'storage',
    'team',
    'tests',
    'tunnels',
    'user',
    'webhooks',
  ].join('|')})\\.ts$`,
);

interface Position {
  line: number;
  column: number;
}
export interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: Position; end: Position };
  /** The IDs of the tests that failed with it (all of them: `disableBail`), and of those that ran it. */
  killedBy?: string[];
  coveredBy?: string[];
}
/** Stryker's JSON report (mutation-testing-report-schema), as far as it is read here. */
export interface MutationReport {
  files: Record<string, { source: string; mutants: Mutant[] }>;
  /** The tests of the run by file, each with the ID `killedBy` and `coveredBy` name it by. */
  testFiles?: Record<string, { source?: string; tests: Array<{ id: string; name: string }> }>;
  /** The options it ran with: `mutate` says what it mutated. */
  config?: { mutate?: string[] };
}

/** One surviving mutant, as docs/mutation.md records it: the code, what Stryker made of it. */
export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
}

const oneLine = (code: string) => code.replace(/\s+/g, ' ').trim();

/** The source text a mutant replaced (lines and columns from 1). */
function originalOf(source: string, { start, end }: Mutant['location']): string {
  const lines = source.split('\n');
  const picked = lines.slice(start.line - 1, end.line);
  picked[picked.length - 1] = (picked.at(-1) ?? '').slice(0, end.column - 1);
  picked[0] = (picked[0] ?? '').slice(start.column - 1);
  return picked.join('\n');
}

const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const DETECTED = new Set(['Killed', 'Timeout']);

const survivorOf = (file: string, source: string, m: Mutant): Survivor => ({
  file,
  line: m.location.start.line,
  mutator: m.mutatorName,
  original: oneLine(originalOf(source, m.location)),
  replacement: oneLine(m.replacement ?? ''),
});

/** Every mutant no test detected, in the files `held` selects. */
export function survivors(report: MutationReport, held: RegExp = HELD): Survivor[] {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    held.test(file)
      ? mutants.filter((m) => UNDETECTED.has(m.status)).map((m) => survivorOf(file, source, m))
      : [],
  );
}

/** A recorded equivalent mutant: matched by file, mutator, original and replacement, not by line. */
export interface Equivalent {
  file: string;
  mutator: string;
  original: string;
  replacement: string;
  reason: string;
}

/** The cells of a markdown table row, `\|` kept as a pipe inside a cell. */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll('\\|', '|'));
const code = (cell: string) => oneLine(cell.replace(/^`+\s?|\s?`+$/g, ''));

/** The table of docs/mutation.md under "## Equivalent mutants": file, mutator, original, replacement, why. */
export function equivalentsIn(doc: string): Equivalent[] {
  const section = doc.split(/^## Equivalent mutants\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => {
      const [file = '', mutator = '', original = '', replacement = '', reason = ''] = cells(row);
      return { file: code(file), mutator, original: code(original), replacement: code(replacement), reason };
    });
}

const sameMutant = (s: Survivor, e: Equivalent) =>
  s.file === e.file &&
  s.mutator === e.mutator &&
  s.original === e.original &&
  s.replacement === e.replacement;

/** The survivors a recorded equivalent, with its reason, accounts for. */
export const equivalentAmong = (found: Survivor[], recorded: Equivalent[]) =>
  found.filter((s) => recorded.some((e) => e.reason && sameMutant(s, e)));

/** Survivors no recorded equivalent accounts for, and recorded equivalents without a reason. */
export function unaccounted(found: Survivor[], recorded: Equivalent[]): string[] {
  const accounted = new Set(equivalentAmong(found, recorded));
  return [
    ...recorded
      .filter((e) => !e.reason)
      .map((e) => `${e.file}: ${e.mutator} \`${e.original}\` is recorded without a reason`),
    ...found
      .filter((s) => !accounted.has(s))
      .map((s) => `${s.file}:${s.line}: ${s.mutator} \`${s.original}\` → \`${s.replacement}\` survived`),
  ];
}

// What a run measured of the code of each assumption and of each endpoint's function (scripts/fidelity.ts).

/** Where a position of a mutant (line and column from 1) lies in `source`, as an offset. */
function offsets(source: string): (p: Position) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (p) => (starts[p.line - 1] ?? source.length) + p.column - 1;
}

interface Run {
  report: MutationReport;
  /** A file as the run read it: the report's source, else the file as it is. */
  read: Read;
  readTest: Read;
  patterns: readonly string[];
  recorded: Equivalent[];
  /** The IDs of every test that ran a mutant or failed with one. */
  exercised: Set<string>;
}

interface Counted {
  mutants: number;
  detected: number;
  equivalent: number;
  /** Those that failed one of the tests `by` names. */
  killedBy: number;
}

/**
 * What the run found of the code `refs` name: its mutants (those of a status that counts: detected or
 * not), how many were detected, how many survivors are recorded as equivalent, how many failed a
 * test of `by`; undefined when the run did not mutate all of that code.
 */
function counted(refs: readonly string[], run: Run, by: ReadonlySet<string>): Counted | undefined {
  const found = new Map<Mutant, string>();
  for (const ref of refs) {
    const { file, names } = partsOf(ref);
    const source = run.read(file);
    const span = source === undefined ? 'no file' : spanOf(source, names);
    if (source === undefined || typeof span === 'string') return undefined;
    if (!mutatedBy(run.patterns, file, lineAt(source, span.start), lineAt(source, span.end)))
      return undefined;
    const at = offsets(source);
    for (const m of run.report.files[file]?.mutants ?? [])
      if (
        (DETECTED.has(m.status) || UNDETECTED.has(m.status)) &&
        at(m.location.start) >= span.start &&
        at(m.location.end) <= span.end
      )
        found.set(m, file);
  }
  const mutants = [...found];
  const survived = mutants.filter(([m]) => UNDETECTED.has(m.status));
  return {
    mutants: mutants.length,
    detected: mutants.length - survived.length,
    equivalent: equivalentAmong(
      survived.map(([m, file]) => survivorOf(file, run.read(file) ?? '', m)),
      run.recorded,
    ).length,
    killedBy: mutants.filter(([m]) => m.killedBy?.some((id) => by.has(id))).length,
  };
}

/** The IDs of the test `file › title` in the run (a test's name there is its describes' and its own). */
function testIdsOf(report: MutationReport, pinnedBy: string): Set<string> {
  const [file = '', title = ''] = pinnedBy.split(' › ');
  const tests = report.testFiles?.[file]?.tests ?? [];
  return new Set(tests.filter((t) => t.name === title || t.name.endsWith(` > ${title}`)).map((t) => t.id));
}

/**
 * The record of what a run measured: a row for each assumption all of whose code it mutated, and for
 * each endpoint whose function it mutated (scripts/fidelity.ts reads it).
 */
export function measuredRecord(
  report: MutationReport,
  recorded: Equivalent[],
  measured: string,
  assumptions: Readonly<Record<string, Assumption>> = ASSUMPTIONS,
  endpoints: readonly Endpoint[] = ENDPOINTS,
  root = ROOT,
): FidelityRecord {
  const disk = reader(root);
  const run: Run = {
    report,
    read: (file) => report.files[file]?.source ?? disk(file),
    readTest: (file) => report.testFiles?.[file]?.source ?? disk(file),
    patterns: report.config?.mutate ?? mutatedPatterns(root),
    recorded,
    exercised: new Set(
      Object.values(report.files).flatMap((f) =>
        f.mutants.flatMap((m) => [...(m.killedBy ?? []), ...(m.coveredBy ?? [])]),
      ),
    ),
  };
  const hash = (found: { hash: string } | { missing: string }) => ('hash' in found ? found.hash : 'none');
  return {
    assumptions: Object.entries(assumptions).flatMap(([key, a]) => {
      const pin = testIdsOf(report, a.pinnedBy);
      const found = counted(a.code, run, pin);
      if (!found) return [];
      const { killedBy: killedByPin, ...counts } = found;
      const ran = killedByPin > 0 || [...pin].some((id) => run.exercised.has(id));
      const code = hash(codeHash(a.code, run.read));
      return [
        { key, code, pin: hash(pinState(a.pinnedBy, run.readTest)), ran, ...counts, killedByPin, measured },
      ];
    }),
    endpoints: endpoints.flatMap((e) => {
      const found = counted([endpointCode(e)], run, new Set());
      if (!found) return [];
      const { killedBy: _none, ...counts } = found;
      const code = hash(codeHash([endpointCode(e)], run.read));
      return [{ endpoint: endpointName(e), code, ...counts, measured }];
    }),
  };
}

interface Counts {
  detected: number;
  undetected: number;
  ignored: number;
}

function countsOf(mutants: Mutant[]): Counts {
  const counts: Counts = { detected: 0, undetected: 0, ignored: 0 };
  for (const m of mutants) {
    if (DETECTED.has(m.status)) counts.detected++;
    else if (UNDETECTED.has(m.status)) counts.undetected++;
    else counts.ignored++;
  }
  return counts;
}

/** Stryker's mutation score: detected mutants among those detected or not (errors and ignored apart). */
export const scoreOf = ({ detected, undetected }: Counts) =>
  detected + undetected ? (100 * detected) / (detected + undetected) : 100;

const percent = (n: number) => `${n.toFixed(1)} %`;

/** The figures of a whole run: the score of src/api, and (`perFile`) of each of its files. */
export function figures(report: MutationReport, equivalents: number, perFile: boolean): string {
  // The run mutates the code of some assumptions outside src/api too: the figures are of src/api.
  const files = Object.entries(report.files)
    .filter(([file]) => file.startsWith('src/api/'))
    .sort(([a], [b]) => a.localeCompare(b));
  const all = countsOf(files.flatMap(([, f]) => f.mutants));
  const lines = [
    START,
    '<!-- Written by `npm run mutate` from its report: run it again, do not edit this block. -->',
    '',
    `Mutation score of \`src/api/\`: **${percent(scoreOf(all))}** (${new Date().toISOString().slice(0, 10)}): of`,
    `${all.detected + all.undetected} mutants, ${all.detected} were detected by a test (killed, or timed out) and`,
    `${all.undetected} were not; ${equivalents} of those are in the assumptions or an endpoint's settings and`,
    'recorded as equivalent in [docs/mutation.md](mutation.md), with the reason of each.',
  ];
  if (perFile)
    lines.push(
      '',
      '| file | mutants | detected | not detected | score |',
      '|---|---|---|---|---|',
      ...files.map(([file, f]) => {
        const c = countsOf(f.mutants);
        return `| \`${file}\` | ${c.detected + c.undetected} | ${c.detected} | ${c.undetected} | ${percent(scoreOf(c))} |`;
      }),
    );
  lines.push(END);
  return lines.join('\n');
}

/** The doc with its generated block replaced; the markers must be there. */
export function withFigures(doc: string, block: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${START} and ${END} must both be there`);
  return doc.slice(0, start) + block + doc.slice(end + END.length);
}

if (import.meta.main) {
  // `--fidelity`: only what the record of the assumptions and endpoints needs (docs/mutation.md).
  const args = process.argv
    .slice(2)
    .flatMap((a) => (a === '--fidelity' ? ['--mutate', fidelityTargets().join(',')] : [a]));
  const stryker = spawnSync(join(ROOT, 'node_modules', '.bin', 'stryker'), ['run', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (stryker.status !== 0 || !existsSync(REPORT)) {
    console.error(`mutate: Stryker ended with ${stryker.status ?? stryker.signal}; nothing checked.`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;
  const doc = readFileSync(MUTATION_DOC, 'utf8');
  const recorded = equivalentsIn(doc);
  const found = survivors(report);
  const problems = unaccounted(found, recorded);
  for (const line of problems) console.error(line);

  const whole = !args.some((a) => a === '--mutate' || a === '-m' || a.startsWith('--mutate='));
  let written = withRecord(
    doc,
    mergedRecord(recordIn(doc), measuredRecord(report, recorded, new Date().toISOString().slice(0, 10))),
  );
  if (whole) {
    const equivalents = equivalentAmong(found, recorded).length;
    written = withFigures(written, figures(report, equivalents, true));
    const reliability = readFileSync(RELIABILITY_DOC, 'utf8');
    writeFileSync(RELIABILITY_DOC, withFigures(reliability, figures(report, equivalents, false)));
    console.log('mutate: figures written to docs/mutation.md and docs/reliability.md');
  }
  writeFileSync(MUTATION_DOC, written);
  // The fidelity line of docs/service-records.md is made from the record just written.
  const records = serviceRecordsPlan();
  writeFileSync(records.path, records.wanted);
  const { faithful, total, changed } = fidelity();
  console.log(
    `mutate: what it measured of the assumptions and endpoints is recorded in docs/mutation.md: ${faithful} of ${total} endpoints faithful, ${changed} changed since their last run (docs/service-records.md).`,
  );
  if (problems.length) {
    console.error(
      `mutate: ${problems.length} surviving mutant(s) of the assumptions and endpoint settings are neither killed nor recorded as equivalent in docs/mutation.md.`,
    );
    process.exit(1);
  }
  console.log(
    `mutate: every surviving mutant of the assumptions and endpoint settings is recorded as equivalent (${found.length}).`,
  );
}
