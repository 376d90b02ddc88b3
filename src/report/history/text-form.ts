import { oneLine, terminalColumns } from '../../text/characters.ts';
import { httpsUrl, markdownCell, markdownText } from '../../text/escape.ts';
import { tableBreaks } from '../value/table-row.ts';
import { isCommitSha } from '../world/commit-sha.ts';
import { repositoryUrl, type RunnerEnv } from '../world/environment.ts';

/**
 * How the comparison and the history are written (comparison-text.ts, history-text.ts): as markdown
 * for the check run, the summaries and the comment, or as plain lines for a log (the `cloudtest`
 * command's). One wording, two forms: the words are said once, each form only marks them up.
 */
export interface TextForm {
  /** Text from outside (a test's name, a branch, a reason), inline. */
  text(text: string): string;
  /** The same, in a table's cell: one line. */
  cell(text: string): string;
  strong(text: string): string;
  /** A note set apart from the rest. */
  aside(text: string): string;
  /** A commit by its short SHA, linked to its page where the form links and the page is known. */
  commit(sha: string): string;
  item(text: string): string;
  /** Text of our own (no backtick in it) set in a fixed-width font, so rows of it line up. */
  code(text: string): string;
  /** `body` (of this form) folded under `summary` (our own words, plain), where the form can fold. */
  details(summary: string, body: string): string;
  /** A table of cells of this form; `right`: the columns aligned right. */
  table(head: readonly string[], rows: readonly (readonly string[])[], right?: readonly boolean[]): string;
}

/** The commit's page on GitHub, built from GITHUB_SERVER_URL and the repository; undefined when not https. */
function commitUrl(env: RunnerEnv, sha: string): string | undefined {
  const repository = repositoryUrl(env);
  if (!repository || !isCommitSha(sha)) return undefined;
  return httpsUrl(`${repository}/commit/${sha}`);
}

/** "`abc1234`", linked to the commit's page when it is known. */
function commitLink(env: RunnerEnv, sha: string): string {
  const short = `\`${sha.slice(0, 7)}\``;
  const url = commitUrl(env, sha);
  return url ? `[${short}](<${url}>)` : short;
}

/** Markdown, as GitHub renders it; commits linked to their pages on the server `env` names. */
export function markdownForm(env: RunnerEnv): TextForm {
  const row = (cells: readonly string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`;
  return {
    text: markdownText,
    // A long run without white space may wrap, rather than widen the table past the page.
    cell: (text) => markdownCell(tableBreaks(text)),
    strong: (text) => `**${text}**`,
    aside: (text) => `_${text}_`,
    commit: (sha) => commitLink(env, sha),
    item: (text) => `- ${text}`,
    code: (text) => `\`${text}\``,
    details: (summary, body) => `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`,
    table: (head, rows, right = []) =>
      [row(head), `|${head.map((_, i) => (right[i] ? '---:' : '---')).join('|')}|`, ...rows.map(row)].join(
        '\n',
      ),
  };
}

/** Widest a plain table's column is padded to: a longer cell runs on, and the rest of its row with it. */
const MAX_PLAIN_COLUMN = 40;

/** Plain text for a log: no marks, tables as columns lined up, each row indented. */
export const PLAIN_FORM: TextForm = {
  text: (text) => text,
  cell: oneLine,
  strong: (text) => text,
  aside: (text) => text,
  commit: (sha) => sha.slice(0, 7),
  item: (text) => `  - ${text}`,
  code: (text) => text,
  details: (summary, body) => `${summary}:\n${body}`,
  table: (head, rows, right = []) => {
    const all = [head, ...rows];
    const widths = head.map((_, i) =>
      Math.min(MAX_PLAIN_COLUMN, Math.max(...all.map((r) => terminalColumns(r[i] ?? '')))),
    );
    const line = (cells: readonly string[]) =>
      `  ${cells
        .map((cell, i) => {
          const pad = ' '.repeat(Math.max(0, (widths[i] ?? 0) - terminalColumns(cell)));
          if (i === cells.length - 1 && !right[i]) return cell;
          return right[i] ? pad + cell : cell + pad;
        })
        .join('  ')}`.trimEnd();
    return all.map(line).join('\n');
  },
};
