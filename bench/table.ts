// The one table every benchmark adds rows to: each figure beside its reference from the same run, the
// ratio, the target, and whether it was met (by how much and why not, when it was not).
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';

export interface Row {
  benchmark: string;
  figure: string;
  measured: string;
  reference: string;
  /** measured / reference; empty when they are not comparable as a ratio. */
  ratio: string;
  target: string;
  /** "yes", or "no: <by how much>; <why>". */
  met: string;
}

/** A target and how the measured value stands against it. */
export interface Verdict {
  target: string;
  met: boolean;
  /** "40 ms over", "0.05 short": empty when met. */
  by: string;
}

/** The value must not exceed `limit`. */
export function atMost(value: number, limit: number, format: (n: number) => string, what = ''): Verdict {
  const met = value <= limit;
  return { target: `≤ ${format(limit)}${what}`, met, by: met ? '' : `${format(value - limit)} over` };
}

/** The value must stay under `limit`. */
export function under(value: number, limit: number, format: (n: number) => string, what = ''): Verdict {
  const met = value < limit;
  return { target: `< ${format(limit)}${what}`, met, by: met ? '' : `${format(value - limit)} over` };
}

/** The value must reach `limit`. */
export function atLeast(value: number, limit: number, format: (n: number) => string, what = ''): Verdict {
  const met = value >= limit;
  return { target: `≥ ${format(limit)}${what}`, met, by: met ? '' : `${format(limit - value)} short` };
}

/** Two targets for one figure (a median and a maximum): met when both are. */
export function both(first: Verdict, second: Verdict): Verdict {
  return {
    target: `${first.target}, ${second.target}`,
    met: first.met && second.met,
    by: [first.by, second.by].filter(Boolean).join(', '),
  };
}

export interface RowInput {
  benchmark: string;
  figure: string;
  measured: string;
  reference: string;
  ratio?: number;
  verdict?: Verdict;
  /** Why the target was missed (shown only then), from what the run measured. */
  whyMissed?: string;
  /** Shown whatever the verdict: what the figure includes, a caveat. */
  remark?: string;
}

export function row(input: RowInput): Row {
  const { verdict } = input;
  const parts: string[] = [];
  if (verdict && !verdict.met)
    parts.push(`no: ${verdict.by}${input.whyMissed ? `; ${input.whyMissed}` : ''}`);
  else if (verdict) parts.push('yes');
  if (input.remark) parts.push(input.remark);
  return {
    benchmark: input.benchmark,
    figure: input.figure,
    measured: input.measured,
    reference: input.reference,
    ratio: input.ratio === undefined ? '' : ratioText(input.ratio),
    target: verdict?.target ?? '',
    met: parts.join('; ') || '—',
  };
}

function ratioText(ratio: number): string {
  return ratio >= 10 ? ratio.toFixed(1) : ratio.toFixed(2);
}

const HEADER: Row = {
  benchmark: 'Benchmark',
  figure: 'Figure',
  measured: 'Measured',
  reference: 'Reference',
  ratio: 'Ratio',
  target: 'Target',
  met: 'Met?',
};
const COLUMNS = Object.keys(HEADER) as Array<keyof Row>;

/** A plain-text table for the terminal. */
export function textTable(rows: readonly Row[]): string {
  const all = [HEADER, ...rows];
  const widths = COLUMNS.map((c) => Math.max(...all.map((r) => r[c].length)));
  const line = (r: Row) =>
    COLUMNS.map((c, i) => r[c].padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(HEADER), rule, ...rows.map(line)].join('\n');
}

/** The same table in Markdown. */
export function markdownTable(rows: readonly Row[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|') || ' ';
  const line = (r: Row) => `| ${COLUMNS.map((c) => cell(r[c])).join(' | ')} |`;
  return [line(HEADER), `|${COLUMNS.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export interface Machine {
  cpu: string;
  cores: number;
  memory: string;
  node: string;
  os: string;
  /** 1-minute load average when the run started: how busy the machine was with other work. */
  load: string;
  date: string;
}

export function machine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${process.platform} ${release()} ${process.arch}`,
    load: loadavg()[0]?.toFixed(2) ?? 'unknown',
    date: new Date().toISOString(),
  };
}

export function formatMs(ms: number): string {
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
