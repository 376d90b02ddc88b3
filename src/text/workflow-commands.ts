// GitHub's workflow commands (`::name key=value,…::data`), escaped as the runner reads them back and
// as @actions/core writes them (docs/ci-facts.md): the runner's glue (src/runtime/github/commands.ts)
// and the command line on GitHub Actions (src/cli/) both write them from here.

export type IssueLevel = 'error' | 'warning' | 'notice';

/** Where an annotation points (the runtime's `AnnotationPlace`). */
interface Place {
  title?: string;
  file?: string;
  startLine?: number;
}

const escapeGitHubData = (text: string) =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeGitHubProperty = (text: string) =>
  escapeGitHubData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::name key=value,…::data`, escaped as @actions/core escapes it; empty properties left out. */
export function gitHubCommand(name: string, data: string, properties: Record<string, string> = {}): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${escapeGitHubProperty(value)}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeGitHubData(data)}`;
}

/** An annotation of the GitHub runner: `::error file=…,line=…,title=…::message`. */
export function gitHubAnnotation(level: IssueLevel, message: string, place: Place = {}): string {
  return gitHubCommand(level, message, {
    title: place.title ?? '',
    file: place.file ?? '',
    line: place.startLine === undefined ? '' : String(place.startLine),
  });
}
