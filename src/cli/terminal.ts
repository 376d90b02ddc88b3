import type { AnnotationPlace, Logger } from '../runtime/types.ts';
import { gitHubAnnotation, gitHubCommand } from '../text/workflow-commands.ts';
import { azureIssue, groupEnd, groupStart, openHeading, terminalText } from './ci/commands.ts';
import type { CiName } from './ci/detect.ts';

/**
 * The command's output. Results go to standard output and nothing else does, so `APP=$(cloudtest
 * upload app.apk)` holds the URL alone; everything else (progress, warnings, errors) goes to standard
 * error, in the form the CI shows best: annotations on GitHub and Azure Pipelines, plain lines
 * elsewhere, and a live status line only on an interactive terminal. Every line passes through the
 * redaction of the secrets the command was told about, whoever wrote it.
 */

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface TerminalOptions {
  stdout: OutputStream;
  stderr: OutputStream;
  ci: CiName;
  verbose: boolean;
  /** A status line that redraws itself: only on an interactive terminal, never in CI. */
  live: boolean;
  /**
   * GitHub's runner reads standard error (GITHUB_ACTIONS is `true`): each secret is named to it in an
   * `add-mask` command, the one line that holds it unredacted. Never for `--ci github` alone, where no
   * runner takes the line out of the log.
   */
  onRunner?: boolean;
  now?: () => number;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const REDRAW_MS = 120;

export class Terminal {
  readonly ci: CiName;
  readonly log: Logger;
  private readonly options: TerminalOptions;
  private readonly secrets = new Set<string>();
  private status: { label: string; started: number; frame: number; timer: NodeJS.Timeout } | undefined;

  constructor(options: TerminalOptions) {
    this.options = options;
    this.ci = options.ci;
    this.log = this.makeLogger();
  }

  /** Hides a value in everything printed from now on; on GitHub's runner the runner is told to hide it too. */
  setSecret(secret: string): void {
    const value = secret.trim();
    if (value.length < 3 || this.secrets.has(value)) return;
    this.secrets.add(value);
    if (this.ci === 'github' && this.options.onRunner) {
      // Unredacted on purpose: the runner reads the value from this line and masks it from then on.
      this.options.stderr.write(`${gitHubCommand('add-mask', value)}\n`);
    }
  }

  redact(text: string): string {
    let out = text;
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length))
      out = out.replaceAll(secret, '***');
    return out;
  }

  /** A result on standard output: the only thing ever written there. */
  result(text: string): void {
    this.options.stdout.write(`${this.redact(text)}\n`);
  }

  /** A line for the log as it is (a CI's command, made by src/cli/ci/commands.ts), secrets redacted. */
  line(text: string): void {
    this.clearStatus();
    this.options.stderr.write(`${this.redact(text)}\n`);
    this.drawStatus();
  }

  /** Opens a collapsed group of the lines that follow, in the CI's form; the function returned closes it. */
  group(id: string, title: string): () => void {
    const start = groupStart(this.ci, id, terminalText(title), this.seconds());
    if (start) this.line(start);
    return () => {
      const end = groupEnd(this.ci, id, this.seconds());
      if (end) this.line(end);
    };
  }

  /** A heading whose lines the CI shows expanded. */
  heading(title: string): void {
    const line = openHeading(this.ci, terminalText(title));
    if (line) this.line(line);
  }

  /** Shows `label` and the time since on a status line, on an interactive terminal only. */
  startStatus(label: string): void {
    if (!this.options.live) return;
    this.stopStatus();
    const timer = setInterval(() => this.drawStatus(), REDRAW_MS).unref();
    this.status = { label, started: this.now(), frame: 0, timer };
    this.drawStatus();
  }

  stopStatus(): void {
    if (!this.status) return;
    clearInterval(this.status.timer);
    this.clearStatus();
    this.status = undefined;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private drawStatus(): void {
    if (!this.status) return;
    const { label, started } = this.status;
    const frame = SPINNER[this.status.frame++ % SPINNER.length];
    const seconds = Math.floor((this.now() - started) / 1000);
    const text = `${frame} ${label} (${seconds} s)`;
    const width = Math.max(10, (this.options.stderr.columns ?? 80) - 1);
    this.options.stderr.write(`\r\u001b[2K${text.slice(0, width)}`);
  }

  private clearStatus(): void {
    if (this.status) this.options.stderr.write('\r\u001b[2K');
  }

  private makeLogger(): Logger {
    const plain = (prefix: string) => (m: string) => this.line(`${prefix}${terminalText(m)}`);
    const issue = (level: 'error' | 'warning' | 'notice') => (m: string, place?: AnnotationPlace) => {
      const message = terminalText(m);
      if (this.ci === 'github') return this.line(gitHubAnnotation(level, message, cleanPlace(place)));
      if (this.ci === 'azure' && level !== 'notice')
        return this.line(azureIssue(level, message, cleanPlace(place)));
      const title = place?.title ? `${terminalText(place.title)}: ` : '';
      this.line(`${level === 'notice' ? '' : `${level}: `}${title}${message}`);
    };
    return {
      debug: (m) => {
        if (this.ci === 'github') this.line(gitHubCommand('debug', terminalText(m)));
        else if (this.options.verbose) plain('debug: ')(m);
      },
      info: plain(''),
      warning: issue('warning'),
      error: issue('error'),
      notice: issue('notice'),
    };
  }
}

function cleanPlace(place: AnnotationPlace | undefined): AnnotationPlace | undefined {
  return place && { ...place, title: place.title === undefined ? undefined : terminalText(place.title) };
}

/** `::name props::data` as @actions/core writes it, with its data unescaped. */
const WORKFLOW_COMMAND = /^::([A-Za-z-]+)(?: [^:]*)?::(.*)$/;
const unescapeData = (text: string) =>
  text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');

/**
 * What libraries print on standard output (`@actions/core`'s `::debug::` lines in the tool cache, a
 * stray console.log) is turned into log lines on standard error: on GitHub its workflow commands go on
 * (the runner reads them from either stream), elsewhere a debug line becomes one of ours and other
 * commands are dropped. Standard output stays the results' own. Returns the way back.
 */
export function divertStandardOutput(
  stdout: { write: (...args: never[]) => boolean },
  terminal: Terminal,
): () => void {
  const original = stdout.write;
  let pending = '';
  const handle = (line: string) => {
    const command = WORKFLOW_COMMAND.exec(line);
    if (!command) return terminal.log.info(line);
    if (terminal.ci === 'github') return terminal.line(line);
    if (command[1] === 'debug') terminal.log.debug(unescapeData(command[2] ?? ''));
  };
  stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    pending += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) handle(line);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as typeof stdout.write;
  return () => {
    if (pending) handle(pending);
    stdout.write = original;
  };
}
