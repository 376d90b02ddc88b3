import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { type ActionFile, actionFiles, MAJOR_VERSION, ROOT, USES_REF } from '../../scripts/action-files.ts';
import {
  docFiles,
  END,
  START,
  USAGE_EXAMPLES,
  usageBlock,
  usageDoc,
  withUsage,
  wrongMajorRefs,
} from '../../scripts/docs.ts';

const action: ActionFile = {
  dir: 'actions/wait-for-job',
  usesSuffix: '/actions/example',
  path: '/repo/actions/example/action.yml',
  metadata: {
    name: 'Example',
    description: 'Does an example thing.',
    inputs: {
      'job-id': { description: 'The job | to wait for.', required: true },
      timeout: {
        description:
          'Seconds to wait for the job before giving up; a long description that wraps onto a second comment line.',
        default: '3600',
      },
      'github-token': { description: 'Token.', default: `\${{ github.token }}` },
    },
    outputs: { status: { description: 'Last status\nseen.' } },
    runs: { using: 'node24', main: '../../dist/example/main.js' },
  },
};

describe('usageBlock', () => {
  it('writes a snippet of the required inputs, then every input once in a table, and the outputs', () => {
    expect(usageBlock(action)).toBe(`${START}
<!-- Generated from action.yml by \`npm run docs\`: edit action.yml, not this block. -->

## Usage

\`\`\`yaml
- uses: cloudtest/cloudtest-actions/actions/example@v1
  with:
    job-id: \${{ steps.trigger.outputs.job-id }}
\`\`\`

## Inputs

| Input | Description | Default | Required |
|---|---|---|---|
| \`job-id\` | The job \\| to wait for. |  | yes |
| \`timeout\` | Seconds to wait for the job before giving up; a long description that wraps onto a second comment line. | \`3600\` | no |
| \`github-token\` | Token. | \`\${{ github.token }}\` | no |

## Outputs

| Output | Description |
|---|---|
| \`status\` | Last status seen. |
${END}`);
  });

  it("goes on the root action's own page, uses the bare repository, and says where the settings come from", () => {
    const root: ActionFile = {
      ...action,
      dir: '.',
      usesSuffix: '',
      metadata: {
        ...action.metadata,
        inputs: { 'suite-id': { description: 'Suite.' }, 'api-url': { description: 'Address.' } },
      },
    };
    // The root README is the quick start: the root action's inputs and outputs have a page.
    expect(relative(ROOT, usageDoc(root))).toBe('docs/run-codeless-tests.md');
    expect(relative(ROOT, usageDoc(action))).toBe('actions/wait-for-job/README.md');
    const block = usageBlock(root);
    expect(block).toContain('\n## Usage\n');
    expect(block).toContain('\n## Inputs\n');
    expect(block).toContain('- uses: cloudtest/cloudtest-actions@v1\n  with:\n    suite-id: 1234\n```');
    expect(block).toContain(
      "The service's address and credentials come from `CLOUDTEST_API_URL`, `CLOUDTEST_KEY` and `CLOUDTEST_SECRET` in the job's `env:`, or from the inputs `api-url`.",
    );
  });

  it('refuses an example of an input the action does not have, and a required input without one', () => {
    const renamed = { ...action, dir: 'actions/wait-for-job' };
    expect(() => usageBlock(renamed)).not.toThrow();
    const required = { ...action, dir: 'actions/other' };
    expect(() => usageBlock(required)).toThrow(
      'the required input "job-id" of actions/other needs a value in USAGE_EXAMPLES',
    );
    const gone = { ...action, dir: 'actions/list-devices' };
    expect(() => usageBlock(gone)).toThrow(
      'USAGE_EXAMPLES names "platform", which is no input of actions/list-devices',
    );
  });

  it('has an example only for inputs the actions have', () => {
    for (const file of actionFiles())
      for (const name of Object.keys(USAGE_EXAMPLES[file.dir] ?? {}))
        expect(file.metadata.inputs, `${file.dir}: ${name}`).toHaveProperty([name]);
  });
});

describe('withUsage', () => {
  const block = usageBlock(action);

  it('creates a README from action.yml', () => {
    expect(withUsage(undefined, action)).toBe(`# Example\n\nDoes an example thing.\n\n${block}\n`);
  });

  it('puts the block after the first paragraph and keeps everything else', () => {
    const readme = '# Example\n\nFirst paragraph,\nstill first.\n\n## Behaviour\n\nHand-written.\n';
    const updated = withUsage(readme, action);
    expect(updated).toBe(
      `# Example\n\nFirst paragraph,\nstill first.\n\n${block}\n\n## Behaviour\n\nHand-written.\n`,
    );
    // Once the markers are there, the block is replaced in place: running again changes nothing.
    expect(withUsage(updated, action)).toBe(updated);
  });

  it('replaces a stale block only', () => {
    const readme = `# Example\n\nIntro.\n\n${START}\nold\n${END}\n\n## Behaviour\n\nHand-written.\n`;
    expect(withUsage(readme, action)).toBe(
      `# Example\n\nIntro.\n\n${block}\n\n## Behaviour\n\nHand-written.\n`,
    );
  });

  it('puts the block under the title when no paragraph follows it', () => {
    expect(withUsage('# Example\n\n## Behaviour\n', action)).toBe(`# Example\n\n${block}\n\n## Behaviour\n`);
  });

  it('refuses a lone marker', () => {
    expect(() => withUsage(`# Example\n\n${START}\n`, action)).toThrow(/must both be there/);
  });
});

describe('wrongMajorRefs', () => {
  it("reports each use of this repository whose version tag is not package.json's major version", () => {
    const text = [
      '- uses: cloudtest/cloudtest-actions@v1',
      '- uses: cloudtest/cloudtest-actions/actions/upload-app@v2 # and @v1.4.0 in a comment',
      '  uses: cloudtest/cloudtest-actions/actions/wait-for-job@v10.2.0',
      '- uses: actions/checkout@v6',
      '- uses: cloudtest/cloudtest-actions@0123456789abcdef0123456789abcdef01234567',
    ].join('\n');
    expect(wrongMajorRefs(text, 1)).toEqual([
      { line: 2, ref: 'cloudtest/cloudtest-actions/actions/upload-app@v2' },
      { line: 3, ref: 'cloudtest/cloudtest-actions/actions/wait-for-job@v10.2.0' },
    ]);
    expect(wrongMajorRefs(text, 2).map((w) => w.line)).toEqual([1, 3]);
  });

  it('reports an install of the command from another major version, or from another repository', () => {
    const text = [
      'npx --yes --package=github:cloudtest/cloudtest-actions#v1 cloudtest --help',
      'npm install github:cloudtest/cloudtest-actions#v2.0.1',
      'CLOUDTEST_PACKAGE: github:someone/cloudtest-actions#v1',
    ].join('\n');
    expect(wrongMajorRefs(text, 1)).toEqual([
      { line: 2, ref: 'github:cloudtest/cloudtest-actions#v2.0.1' },
      { line: 3, ref: 'github:someone/cloudtest-actions#' },
    ]);
  });

  it('passes the docs as they are, and fails every reference of them for another major version', () => {
    expect(USES_REF).toBe(`v${MAJOR_VERSION}`);
    const files = docFiles().map((path) => ({
      path: relative(ROOT, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'README.md',
        'actions/upload-app/README.md',
        'docs/examples/codeless-suite.yml',
      ]),
    );
    expect(files.flatMap((f) => wrongMajorRefs(f.text).map((w) => `${f.path}:${w.line}: ${w.ref}`))).toEqual(
      [],
    );
    const count = (text: string) =>
      text.match(/cloudtest\/cloudtest-actions(?:[\w./-]*@|#)v\d/g)?.length ?? 0;
    for (const { path, text } of files) {
      expect(wrongMajorRefs(text, MAJOR_VERSION + 1), path).toHaveLength(count(text));
    }
  });
});
