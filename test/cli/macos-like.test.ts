// What macOS does differently, imitated on Linux (docs/platforms.md, "macOS"): its temporary folder
// lies behind a symbolic link (os.tmpdir() is /var/folders/…/T, and /var → /private/var), its `tar`
// is BSD tar (bsdtar, libarchive: what the tool cache runs to unpack a client archive), and its file
// names ignore case (the tool cache's folders below; the report files in
// test/report/case-insensitive-names.test.ts).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SPILL_FOLDER } from '../../src/report/value/spill.ts';
import { cleanEnv, runCli, useInstalledCli } from '../support/installed-cli.ts';
import { useFakeService } from '../support/service.ts';
import { STEP_NODE } from '../support/step-node.ts';
import {
  FAKE_CLIENT_RUNS_HERE,
  packFakeClient,
  scratchFolder,
  useDownloadServer,
} from '../support/tunnel-client.ts';

/** Debian's package libarchive-tools; .ci/run installs it, so CI never skips what needs it. */
const BSDTAR = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v bsdtar'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
})();

const service = useFakeService();
const downloads = useDownloadServer();
const installed = useInstalledCli();

/** A folder `…/private/var/folders/T` and the way macOS names it, through a link: `…/var/folders/T`. */
function tempBehindLink(): string {
  const root = scratchFolder('macos');
  mkdirSync(join(root, 'private', 'var', 'folders', 'T', 'work'), { recursive: true });
  symlinkSync(join('private', 'var'), join(root, 'var'));
  return join(root, 'var', 'folders', 'T');
}

const settings = () => {
  const s = service.settingsFor('user');
  return { CLOUDTEST_API_URL: s.apiUrl, CLOUDTEST_KEY: s.key, CLOUDTEST_SECRET: s.secret };
};

describe.runIf(process.platform === 'linux')('the command line as on macOS', () => {
  it('reports from a working directory and with a temporary folder behind a link, its spill removed there', async () => {
    const temp = tempBehindLink();
    const ended = new Date(service.clock.now() - 60_000).toISOString();
    service.tests.seedBuild(service.accounts.user, 'macos-build', [
      { name: 'login', success: true, completed_at: ended },
      { name: 'checkout', success: false, status_message: 'no #pay button', completed_at: ended },
    ]);
    const args = ['report', '--build', 'macos-build', '--junit', 'reports/junit.xml'];
    const result = await runCli(
      installed(),
      args,
      cleanEnv({ ...settings(), TMPDIR: temp }),
      join(temp, 'work'),
    );
    expect(result.code, result.stderr).toBe(1);
    expect(readFileSync(join(temp, 'work', 'reports', 'junit.xml'), 'utf8')).toContain('no #pay button');
    // The tests' spill, made under the temporary folder, is gone (its parent folder stays).
    expect(readdirSync(join(temp, SPILL_FOLDER))).toEqual([]);
  });

  it.skipIf(!BSDTAR || !FAKE_CLIENT_RUNS_HERE)(
    'runs a downloaded client with the temporary folder behind a link, unpacked by BSD tar, cached per version whatever its case',
    async () => {
      // Every path the command is given goes through the link, as /var/folders/… does on macOS.
      const temp = tempBehindLink();
      const tarLog = join(temp, '..', 'tar.log');
      const bsd = join(temp, '..', 'bsd');
      mkdirSync(bsd);
      writeFileSync(join(bsd, 'tar'), `#!/bin/sh\necho "$*" >> '${tarLog}'\nexec '${BSDTAR}' "$@"\n`);
      chmodSync(join(bsd, 'tar'), 0o755);
      const env = cleanEnv({
        ...settings(),
        TMPDIR: temp,
        XDG_CACHE_HOME: join(temp, 'cache'),
        PATH: [bsd, cleanEnv().PATH].join(delimiter),
      });
      const url = downloads.serve('/macos/tunnel-4.2.tar.gz', packFakeClient().tarGz);
      const tunnel = (version: string) => [
        'tunnel',
        ...['--client-url', url, '--client-version', version],
        ...['--client-args', '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}'],
        ...['--', STEP_NODE, '-e', "console.log('the command says hello')"],
      ];

      for (const version of ['4.2-RC', '4.2-rc']) {
        const result = await runCli(installed(), tunnel(version), env, join(temp, 'work'));
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toBe('the command says hello\n');
        expect(result.stderr).toMatch(/Starting the tunnel client[\s\S]*Stopped the tunnel client/);
        expect(service.tunnels.running()).toEqual([]);
      }
      // The tool cache asked which tar it has, then unpacked with BSD tar's options (no GNU ones).
      const calls = readFileSync(tarLog, 'utf8').trim().split('\n');
      expect(calls).toContain('--version');
      expect(calls.filter((call) => call.startsWith('xz -C '))).toHaveLength(2);
      expect(calls.join('\n')).not.toContain('--overwrite');
      // Versions that differ only in case are two downloads, in folders that differ beyond case.
      expect(downloads.hits.get('/macos/tunnel-4.2.tar.gz')).toBe(2);
      const cache = join(temp, 'cache', 'cloudtest', 'tool-cache');
      const [tool, ...others] = readdirSync(cache).filter((name) =>
        name.startsWith('cloudtest-tunnel-client'),
      );
      expect(others).toEqual([]);
      const versions = readdirSync(join(cache, tool ?? '')).filter((name) => !name.endsWith('.complete'));
      expect(versions).toHaveLength(2);
      expect(new Set(versions.map((name) => name.toLowerCase())).size).toBe(2);
    },
    60_000,
  );
});
