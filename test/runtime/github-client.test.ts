import { describe, expect, it } from 'vitest';

import { createGitHubClient } from '../../src/runtime/github/client.ts';
import { useFakeGitHub } from '../support/service.ts';

const github = useFakeGitHub();

describe('the GitHub client', () => {
  it('sends no control character, terminal escape or lone surrogate, whatever the caller gives it', async () => {
    const octokit = await createGitHubClient('ghs_token', { GITHUB_API_URL: github.url });
    await octokit.rest.checks.create({
      owner: 'octo',
      repo: 'shop',
      name: 'Cloud tests\u0000 (e2e)',
      head_sha: 'a'.repeat(40),
      status: 'completed',
      conclusion: 'failure',
      output: {
        title: 'red \u001b[31mtitle\u001b[0m',
        summary: 'half \ud800 of a pair\r\nand a bell\u0007',
        annotations: [
          {
            path: 'a.yml',
            start_line: 1,
            end_line: 1,
            annotation_level: 'failure',
            message: 'x\u009b1my\u007f',
          },
        ],
      },
    });
    const body = github.requests[0]?.body ?? '';
    // JSON would carry them as escapes: \u0000, \u001b, \ud800.
    expect(body).not.toMatch(/\\u00[0-9a-f]{2}|\\ud[89ab]/i);
    expect(JSON.parse(body)).toMatchObject({
      name: 'Cloud tests (e2e)',
      output: {
        title: 'red title',
        summary: 'half \ufffd of a pair\nand a bell',
        annotations: [{ message: 'xy', start_line: 1 }],
      },
    });
  });
});
