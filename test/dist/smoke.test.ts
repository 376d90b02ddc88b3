// Every entry the action.yml files name, run from the committed dist/ as the runner runs it, with no
// settings: it must load, then stop at the missing settings (main; GitHub for an action that talks to
// GitHub alone) or only warn (post). A bundle that
// fails to load or an entry missing from dist/ fails here, not on a user's runner.
import { basename, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { actionFiles, ROOT } from '../../scripts/action-files.ts';
import { GITHUB_ONLY_ACTIONS } from '../../scripts/validate-metadata.ts';
import { runAction, type Stage } from '../support/runner.ts';

const LOAD_ERROR = /Cannot find|ERR_|SyntaxError|ReferenceError|TypeError|is not a function/;

describe.each(actionFiles())('$dir', (file) => {
  const stages = (['main', 'post'] as const).filter((stage) => file.metadata.runs[stage]);
  const entry = (stage: Stage) => relative(ROOT, resolve(ROOT, file.dir, file.metadata.runs[stage] ?? ''));

  it.each(stages)('%s entry loads from dist/ and stops at the missing settings', async (stage) => {
    const result = await runAction({ action: file.dir, stage });
    expect(result.stderr, entry(stage)).not.toMatch(LOAD_ERROR);
    if (stage === 'main') {
      expect(result.conclusion, entry(stage)).toBe('failure');
      // An action that talks to GitHub alone reads no settings: it stops at GitHub, here out of reach.
      const stop = GITHUB_ONLY_ACTIONS.includes(basename(file.dir))
        ? /^Could not combine: the combined check run could not be opened \(.+\)/
        : /^Missing setting: .*"api-url".*"key".*"secret"/;
      expect(result.errors, entry(stage)).toEqual([expect.stringMatching(stop)]);
    } else {
      expect(result.conclusion, entry(stage)).toBe('success');
      expect(result.errors, entry(stage)).toEqual([]);
    }
  });
});
