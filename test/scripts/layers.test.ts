import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/action-files.ts';

// The import direction of docs/architecture.md, as lint enforces it.
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer boundaries', () => {
  it.each([
    ['src/api/probe.ts', "import type { Logger } from '../runtime/types.ts';"],
    ['src/api/probe.ts', "import { publishReport } from '../report/publish.ts';"],
    ['src/runtime/probe.ts', "import { pollJob } from '../codeless/poll.ts';"],
    ['src/report/probe.ts', "import { run } from '../actions/wait-for-job/run.ts';"],
    ['src/codeless/probe.ts', "import { entries } from '../entries.ts';"],
    ['src/actions/upload-app/probe.ts', "import { main } from '../../cli/main.ts';"],
    ['src/text/probe.ts', "import { messageOf } from '../api/errors.ts';"],
  ])('refuses %s importing upwards: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*imports? (only from the layers below|nothing of ours)/,
      ),
    ]);
  });

  it.each([
    ['src/runtime/probe.ts', "import { messageOf } from '../api/errors.ts';"],
    ['src/report/probe.ts', "import type { Logger } from '../runtime/types.ts';"],
    ['src/codeless/probe.ts', "import { publishReport } from '../report/publish.ts';"],
    ['src/api/probe.ts', "import { formatBytes } from '../text/wording.ts';"],
    ['src/cli/probe.ts', "import { run } from '../actions/start-tunnel/run.ts';"],
  ])('lets %s import downwards: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
