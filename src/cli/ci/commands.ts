// The log lines CI systems obey, written here only: GitHub's workflow commands, Azure Pipelines'
// logging commands and GitLab's log sections. Every value is escaped the way the system reads it back
// (docs/ci-facts.md), so text from the service can neither end a command early nor start another.
import type { AnnotationPlace } from '../../runtime/types.ts';
import { wellFormed } from '../../text/characters.ts';
import { logText } from '../../text/escape.ts';
import { slug } from '../../text/slug.ts';
import { gitHubCommand } from '../../text/workflow-commands.ts';
import type { CiName } from './detect.ts';

/** Buildkite opens a log group at a line starting `--- `, `+++ ` or `~~~ `. */
const GROUP_MARK = /(^|\n)([-+~])(?=\2\2 )/g;

/**
 * Text from outside made safe for a CI log or a terminal: well-formed as everything we send is (a
 * terminal's escape sequences removed whole, other control characters removed, line breaks `\n`:
 * src/text/characters.ts), and what would start a CI's command or log group gets a zero width space
 * (src/text/escape.ts), so it is shown, not obeyed.
 */
export function terminalText(text: string): string {
  return logText(wellFormed(text)).replace(GROUP_MARK, '$1$2\u200b');
}

/**
 * Azure's escapes: `%AZP25` for `%` (decoded by agents since 2021, and what Microsoft's task library
 * writes), then line breaks; a property also escapes `]` and `;`, which end it.
 */
const escapeAzureData = (text: string) =>
  logText(text).replaceAll('%', '%AZP25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeAzureProperty = (text: string) =>
  escapeAzureData(text).replaceAll(']', '%5D').replaceAll(';', '%3B');

/** `##vso[area.action key=value;…]data`. */
export function azureCommand(name: string, data: string, properties: Record<string, string> = {}): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${escapeAzureProperty(value)};`)
    .join('');
  return `##vso[${name}${props ? ` ${props}` : ''}]${escapeAzureData(data)}`;
}

/** An issue on the Azure Pipelines run: errors and warnings only (a notice is a plain line there). */
export function azureIssue(level: 'error' | 'warning', message: string, place: AnnotationPlace = {}): string {
  const text = place.title ? `${place.title}: ${message}` : message;
  return azureCommand('task.logissue', text, {
    type: level,
    sourcepath: place.file ?? '',
    linenumber: place.startLine === undefined ? '' : String(place.startLine),
  });
}

const ESC = '\u001b';

/** A GitLab section's name: letters, digits, `_`, `.` and `-` (docs/ci-facts.md). */
const gitLabSectionName = (text: string): string => slug(text, 60, { lower: true }) || 'section';

/** The lines that open and close a collapsible section of a GitLab job log. */
function gitLabSection(
  name: string,
  header: string,
  options: { collapsed: boolean; startSeconds: number; endSeconds: number },
): { start: string; end: string } {
  const id = gitLabSectionName(name);
  const collapsed = options.collapsed ? '[collapsed=true]' : '';
  return {
    start: `${ESC}[0Ksection_start:${options.startSeconds}:${id}${collapsed}\r${ESC}[0K${header}`,
    end: `${ESC}[0Ksection_end:${options.endSeconds}:${id}\r${ESC}[0K`,
  };
}

/**
 * The line that opens a collapsed group of log lines in each CI's log (GitHub `::group::`, GitLab
 * sections, Buildkite `---`, Azure `##[group]`); a plain heading in other CI logs, nothing on a
 * terminal. `title` is ours, one line.
 */
export function groupStart(ci: CiName, id: string, title: string, seconds: number): string | undefined {
  switch (ci) {
    case 'github':
      return gitHubCommand('group', title);
    case 'gitlab':
      return gitLabSection(id, title, { collapsed: true, startSeconds: seconds, endSeconds: seconds }).start;
    case 'buildkite':
      return `--- ${title}`;
    case 'azure':
      return `##[group]${title}`;
    case 'local':
      return undefined;
    default:
      return `== ${title}`;
  }
}

/** The line that closes a group `groupStart` opened, where the CI has one. */
export function groupEnd(ci: CiName, id: string, seconds: number): string | undefined {
  switch (ci) {
    case 'github':
      return '::endgroup::';
    case 'gitlab':
      return gitLabSection(id, '', { collapsed: true, startSeconds: seconds, endSeconds: seconds }).end;
    case 'azure':
      return '##[endgroup]';
    default:
      return undefined;
  }
}

/** A heading whose lines stay open: Buildkite's `+++` (its log shows that group expanded). */
export function openHeading(ci: CiName, title: string): string | undefined {
  if (ci === 'buildkite') return `+++ ${title}`;
  return ci === 'local' ? undefined : `== ${title}`;
}
