// A call made in a fresh Node for test/api/proxy.test.ts and test/api/download.test.ts, where
// NODE_EXTRA_CA_CERTS and the proxy variables come from the process environment as on a runner:
// prints `ok` or the one-line failure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createServiceClient } from '../../src/api/client.ts';
import { downloadFile } from '../../src/api/transport/download.ts';
import { messageOf } from '../../src/api/transport/errors.ts';
import { describeNetworkError } from '../../src/api/transport/network-errors.ts';
import { createGitHubClient } from '../../src/runtime/github/client.ts';

const env = process.env;
const what = process.argv[2];
const url =
  (what === 'github' ? env.GITHUB_API_URL : what === 'download' ? env.DOWNLOAD_URL : env.API_URL) ?? '';
try {
  if (what === 'download') {
    const dir = mkdtempSync(join(tmpdir(), 'download-'));
    try {
      const signal = new AbortController().signal;
      await downloadFile(new URL(url), join(dir, 'file'), { env, signal, retry: { maxAttempts: 1 } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (what === 'github') {
    const octokit = await createGitHubClient('token', env);
    await octokit.rest.issues.listComments({ owner: 'o', repo: 'r', issue_number: 1 });
  } else {
    const credentials = { key: env.KEY ?? '', secret: env.SECRET ?? '' };
    const client = createServiceClient({
      baseUrl: url,
      credentials,
      userAgent: 'test',
      retry: { maxAttempts: 1 },
    });
    await client.user.get();
    await client.close();
  }
  console.log('ok');
} catch (error) {
  console.log(describeNetworkError(error, { url }) ?? messageOf(error));
}
