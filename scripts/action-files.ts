import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ActionInput {
  description?: string;
  required?: boolean;
  default?: string;
  deprecationMessage?: string;
}

export interface ActionMetadata {
  name: string;
  description: string;
  author?: string;
  inputs?: Record<string, ActionInput>;
  outputs?: Record<string, { description?: string }>;
  runs: { using: string; main: string; post?: string; 'post-if'?: string };
  branding?: { icon?: string; color?: string };
}

/** The major version of the release (package.json): the moving tag `v<major>` users write. */
export const MAJOR_VERSION = Number(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version.split('.')[0],
);

/** The placeholder owner/repo and version the docs and examples write in `uses:`. */
export const USES_REPO = 'cloudtest/cloudtest-actions';
export const USES_REF = `v${MAJOR_VERSION}`;

export interface ActionFile {
  /** `.` for the root action, else `actions/<name>`. */
  dir: string;
  /** How users refer to it after OWNER/REPO: '' for the root, `/actions/<name>` otherwise. */
  usesSuffix: string;
  path: string;
  metadata: ActionMetadata;
}

/** Every action.yml of the bundle: the root one first, then actions/* in name order. */
export function actionFiles(): ActionFile[] {
  const dirs = [
    '.',
    ...readdirSync(join(ROOT, 'actions'))
      .sort()
      .map((name) => `actions/${name}`),
  ];
  return dirs.map(readActionFile);
}

/** One action's metadata; `dir` is relative to the repository root, or absolute (test fixtures). */
export function readActionFile(dir: string): ActionFile {
  const path = resolve(ROOT, dir, 'action.yml');
  return {
    dir,
    usesSuffix: dir === '.' ? '' : `/${dir}`,
    path,
    metadata: parse(readFileSync(path, 'utf8')) as ActionMetadata,
  };
}

/** The dist entries an action file points at, as paths relative to the repository root. */
export function distEntries(file: ActionFile): string[] {
  const { main, post } = file.metadata.runs;
  return [main, post]
    .filter((p): p is string => Boolean(p))
    .map((p) => relative(ROOT, resolve(ROOT, file.dir, p)));
}

/** What a workflow writes to use the action: `cloudtest/cloudtest-actions/actions/<name>@v1`. */
export function usesOf(file: ActionFile): string {
  return `${USES_REPO}${file.usesSuffix}@${USES_REF}`;
}
