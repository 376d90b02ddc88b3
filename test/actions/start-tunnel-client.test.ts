import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { clientEnvironment, isRunning, startClient } from '../../src/actions/start-tunnel/client-process.ts';
import { STATE } from '../../src/actions/start-tunnel/names.ts';
import { clientFolderOf, readClientRecord } from '../../src/actions/start-tunnel/ownership.ts';
import { run } from '../../src/actions/start-tunnel/run.ts';
import { teardown } from '../../src/actions/start-tunnel/teardown.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { FakeService } from '../fake-service/server.ts';
import {
  DownloadServer,
  FAKE_CLIENT_RUNS_HERE,
  type FakeClientPackages,
  fakeJavaHome,
  packFakeClient,
  removeScratchFolders,
  scratchFolder,
  scriptClient,
  sha256,
} from '../support/tunnel-client.ts';
import {
  expectNoSecret,
  failureOf,
  inputs,
  postContext,
  runnerFolders,
  type StartTunnelTestContext,
  tunnelContext,
} from './start-tunnel-context.ts';

const service = new FakeService();
const downloads = new DownloadServer();
let packages: FakeClientPackages;
let folders: ReturnType<typeof runnerFolders>;
/** Every main context of a test: its client is killed afterwards, whatever the test did. */
const mains: StartTunnelTestContext[] = [];

beforeAll(async () => {
  folders = runnerFolders();
  packages = packFakeClient();
  await Promise.all([service.start(), downloads.start()]);
});
afterAll(async () => {
  await Promise.all([service.stop(), downloads.stop()]);
  removeScratchFolders();
});
beforeEach(() => {
  service.faults.clear();
  service.requests.length = 0;
  Object.assign(service.tunnels.settings, { transitionMs: 150, neverReady: false });
});
afterEach(() => {
  for (const ctx of mains.splice(0)) {
    const pid = clientOf(ctx).pid;
    if (pid > 0 && isRunning(pid)) process.kill(-pid, 'SIGKILL');
  }
});

/** The client main recorded in its own folder: its pid (0 when it started none) and its log. */
function clientOf(ctx: StartTunnelTestContext): { pid: number; logFile: string } {
  const folder = clientFolderOf(ctx.env, ctx.state.get(STATE.clientToken) ?? '');
  return { pid: (folder && readClientRecord(folder)?.pid) ?? 0, logFile: folder?.logFile ?? '' };
}

/** A main context on the real clock: the client is a real process and takes real time to start. */
function mainContext(options: Parameters<typeof tunnelContext>[1] = {}): StartTunnelTestContext {
  const ctx = tunnelContext(service, { clock: systemClock, ...options });
  mains.push(ctx);
  return ctx;
}

const ARGS = '--identifier {identifier} --ready-file {readyfile} --log-file {logfile}';
let served = 0;
/** Publishes a package under a fresh path (a fresh tool cache entry), and its URL. */
function serve(body: Buffer, name = 'fake-tunnel.tar.gz'): string {
  served += 1;
  return downloads.serve(`/releases/${served}/${name}`, body);
}
const hitsOf = (url: string) => downloads.hits.get(new URL(url).pathname) ?? 0;

function clientInputs(url: string, extra: Record<string, string> = {}) {
  return unversionedInputs(url, { 'client-version': '4.2.0', ...extra });
}

function unversionedInputs(url: string, extra: Record<string, string> = {}) {
  return inputs({ 'client-url': url, 'client-args': ARGS, 'ready-timeout': '20', ...extra });
}

/**
 * A one-file client that prints its credentials (plain and as a Basic authorization value), then
 * exits with code 5 when given `--exit` and runs on otherwise, opening no tunnel.
 */
const LEAKY_CLIENT = [
  'const { CLOUDTEST_KEY: key, CLOUDTEST_SECRET: secret } = process.env;',
  'console.log(`connecting as ${key}:${secret}`);',
  "console.log(`authorization: Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`);",
  "if (process.argv.includes('--exit')) { console.error('fatal: refused'); process.exit(5); }",
  'setInterval(() => {}, 1000);',
].join('\n');

const tunnelNamed = (identifier: string) =>
  [...service.tunnels.tunnels.values()].filter((t) => t.identifier === identifier);

describe.skipIf(!FAKE_CLIENT_RUNS_HERE)('start-tunnel, client mode', () => {
  it('downloads and checks the client, starts it with credentials in its environment only, and waits for READY and the ready file', async () => {
    service.tunnels.settings.transitionMs = 0;
    const url = serve(packages.tarGz);
    const ctx = mainContext();

    const result = await run(
      clientInputs(url, {
        'client-sha256': sha256(packages.tarGz),
        'client-args': `${ARGS} --ready-delay 600`,
      }),
      ctx,
    );

    const identifier = ctx.state.get(STATE.identifier) ?? '';
    expect(identifier).toMatch(/^gh-4242-1-e2e-[0-9a-f]{8}$/);
    const [tunnel] = tunnelNamed(identifier);
    expect(tunnel?.ownerId).toBe(service.accounts.user.id);
    const logFile = clientOf(ctx).logFile;
    expect(result).toEqual({
      outputs: {
        'tunnel-id': String(tunnel?.id),
        'tunnel-identifier': identifier,
        'tunnel-state': 'READY',
        'log-file': logFile,
      },
      env: { CLOUDTEST_TUNNEL_ID: String(tunnel?.id), CLOUDTEST_TUNNEL_IDENTIFIER: identifier },
    });
    // READY at the service at once, but the step waited for the ready file as well.
    expect(existsSync(join(dirname(logFile), 'ready'))).toBe(true);
    expect(ctx.messages('info')).toContain(
      `Tunnel "${identifier}": READY at the service; waiting for the client to write its ready file`,
    );
    expect(dirname(logFile).startsWith(folders.RUNNER_TEMP)).toBe(true);
    // Something here forwards the traffic: no word of API mode.
    expect(ctx.messages('warning')).toEqual([]);

    // Outlives the step; its command line holds the identifier and paths, never a credential.
    const pid = clientOf(ctx).pid;
    expect(isRunning(pid)).toBe(true);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain(`fake tunnel client ${pid} starting`);
    expect(log).toContain('credentials in the environment: yes');
    expect(log).toContain(`"--identifier","${identifier}"`);
    const cmdline = `/proc/${pid}/cmdline`;
    const commandLines = [log, ...(existsSync(cmdline) ? [readFileSync(cmdline, 'utf8')] : [])];

    const post = postContext(service, ctx);
    await teardown(post);

    expect(isRunning(pid)).toBe(false);
    expect(readFileSync(logFile, 'utf8')).toContain('SIGTERM: closing the tunnel');
    expect(tunnel?.state).toBe('STOPPED');
    // The client closed its tunnel on SIGTERM: post's own DELETE finds it gone, and that is fine.
    expect(post.messages('info')).toEqual(
      expect.arrayContaining([
        `Stopped the tunnel client (process ${pid}).`,
        `Tunnel ${tunnel?.id} was already gone.`,
        `Last lines of the tunnel client's log (${logFile}):`,
        'tunnel closed',
      ]),
    );
    expect(post.messages('warning')).toEqual([]);
    expectNoSecret(service, 'user', [ctx, result, post, ...commandLines]);
  });

  it('downloads a client version once: a second run takes it from the tool cache', async () => {
    const url = serve(packages.tarGz);
    const sha = sha256(packages.tarGz);
    for (const round of [1, 2]) {
      const ctx = mainContext();
      await run(clientInputs(url, { 'client-sha256': sha }), ctx);
      expect(hitsOf(url)).toBe(1);
      if (round === 2)
        expect(ctx.messages('info')).toContain('Using tunnel client 4.2.0 from the tool cache.');
      await teardown(postContext(service, ctx));
    }
  });

  it('refuses a download whose SHA-256 differs, runs nothing and caches nothing', async () => {
    const url = serve(packages.tarGz);
    const wrong = 'f'.repeat(64);
    const ctx = mainContext();

    const error = await failureOf(run(clientInputs(url, { 'client-sha256': wrong }), ctx));

    expect(error.message).toBe(
      `The tunnel client downloaded from ${url} has SHA-256 ${sha256(packages.tarGz)}, but client-sha256 requires ${wrong}; it was not run.`,
    );
    expect(clientOf(ctx).pid).toBe(0);
    // Nothing was cached: the next run downloads again.
    const again = mainContext();
    await run(clientInputs(url, { 'client-sha256': sha256(packages.tarGz) }), again);
    expect(hitsOf(url)).toBe(2);
    await teardown(postContext(service, again));
  });

  it('fails at once, with the tail of its log, when the client exits early', async () => {
    const ctx = mainContext();

    const error = await failureOf(
      run(
        clientInputs(serve(packages.tarGz), {
          'client-args': `${ARGS} --behaviour exit-early`,
          'ready-timeout': '600',
        }),
        ctx,
      ),
    );

    expect(error.message).toBe(
      'The tunnel client exited with code 3 before the tunnel was READY; its log ends with: fatal: could not reach the tunnel server.',
    );
    expect(ctx.messages('info')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^fake tunnel client \d+ starting$/),
        'fatal: could not reach the tunnel server',
      ]),
    );

    const post = postContext(service, ctx);
    await teardown(post);
    expect(post.messages('info')).toContain(
      `The tunnel client (process ${clientOf(ctx).pid}) had already ended.`,
    );
    expect(post.messages('warning')).toEqual([]);
  });

  it('times out when the ready file never comes; post stops the client and deletes the tunnel it opened', async () => {
    service.tunnels.settings.transitionMs = 0;
    const ctx = mainContext();

    const error = await failureOf(
      run(
        clientInputs(serve(packages.tarGz), {
          'client-args': `${ARGS} --behaviour no-ready-file`,
          'ready-timeout': '3',
        }),
        ctx,
      ),
    );

    const identifier = ctx.state.get(STATE.identifier);
    expect(error.message).toBe(
      `Tunnel "${identifier}" was not READY within 3 s (last state seen: READY at the service; waiting for the client to write its ready file). Raise ready-timeout if it needs longer.`,
    );
    const pid = clientOf(ctx).pid;
    expect(isRunning(pid)).toBe(true);

    await teardown(postContext(service, ctx));
    expect(isRunning(pid)).toBe(false);
    expect(tunnelNamed(identifier ?? '').map((t) => t.state)).toEqual(['STOPPED']);
  });

  it('kills a client that ignores SIGTERM once the grace period is over', async () => {
    const ctx = mainContext();
    await run(
      clientInputs(serve(packages.tarGz), { 'client-args': `${ARGS} --behaviour ignore-sigterm` }),
      ctx,
    );
    const pid = clientOf(ctx).pid;

    const post = postContext(service, ctx);
    post.timing = { stopGraceMs: 300 };
    await teardown(post);

    expect(isRunning(pid)).toBe(false);
    expect(post.messages('warning')).toEqual([
      `The tunnel client (process ${pid}) did not stop within 0.3 s of SIGTERM; killing it.`,
    ]);
    expect(readFileSync(clientOf(ctx).logFile, 'utf8')).toContain('SIGTERM ignored');
    const tunnelId = Number(ctx.state.get(STATE.tunnelId));
    expect(service.tunnels.tunnels.get(tunnelId)?.state).toBe('STOPPED');
    expect(post.messages('info')).toContain(`Deleted tunnel ${tunnelId}.`);
  });

  it('runs a .jar with java -jar, and says so clearly when there is no Java', async () => {
    const url = serve(packages.jar, 'tunnel-client.jar');
    const noJava = mainContext({
      env: { JAVA_HOME: undefined, PATH: scratchFolder('empty-path') },
    });
    await expect(run(clientInputs(url), noJava)).rejects.toThrow(
      'The tunnel client is a .jar, but no Java was found (neither JAVA_HOME nor java on PATH): add a step with actions/setup-java before this one.',
    );
    expect(clientOf(noJava).pid).toBe(0);

    const ctx = mainContext({ env: { JAVA_HOME: fakeJavaHome() } });
    const result = await run(clientInputs(url), ctx);
    expect(result.outputs['tunnel-state']).toBe('READY');
    await teardown(postContext(service, ctx));
  });

  it('runs a download that is itself the executable', async () => {
    const ctx = mainContext();
    const result = await run(clientInputs(serve(packages.binary, 'tunnel-client')), ctx);
    expect(result.outputs['tunnel-state']).toBe('READY');
    await teardown(postContext(service, ctx));
  });

  it('needs client-command for an archive with several executables', async () => {
    const url = serve(packages.tarGzTwoExecutables);
    await expect(run(clientInputs(url), mainContext())).rejects.toThrow(
      'The tunnel client archive holds several executable files (fake-tunnel-4.2/bin/diagnose, fake-tunnel-4.2/bin/tunnel-client); name the one to run with the "client-command" input.',
    );
    const ctx = mainContext();
    const result = await run(clientInputs(url, { 'client-command': 'bin/tunnel-client' }), ctx);
    expect(result.outputs['tunnel-state']).toBe('READY');
    await teardown(postContext(service, ctx));
  });

  it('refuses client-args that hold a credential before anything is downloaded', async () => {
    const url = serve(packages.tarGz);
    const ctx = mainContext();
    const error = await failureOf(
      run(clientInputs(url, { 'client-args': `${ARGS} --secret ${service.accounts.user.secret}` }), ctx),
    );
    expect(error.message).toMatch(/^Input "client-args" holds the key or secret; remove it/);
    expect(hitsOf(url)).toBe(0);
    expectNoSecret(service, 'user', [ctx, error]);
  });

  it('never takes a tunnel that already had our identifier for ours, and leaves it running', async () => {
    const foreign = service.tunnels.launch(service.accounts.user, 'shared-name');
    const ctx = mainContext();

    const result = await run(clientInputs(serve(packages.tarGz), { identifier: 'shared-name' }), ctx);

    expect(result.outputs['tunnel-id']).not.toBe(String(foreign.id));
    expect(ctx.messages('warning')).toEqual([
      `A tunnel named "shared-name" is already running (${foreign.id}); it is not this step's and is left alone. Give each job its own identifier.`,
    ]);
    await teardown(postContext(service, ctx));
    expect(service.tunnels.tunnels.get(Number(result.outputs['tunnel-id']))?.state).toBe('STOPPED');
    expect(service.tunnels.refresh(foreign).state).toBe('READY');
  });

  it('post finds the tunnel by its identifier when main never saw it, and leaves foreign ones alone', async () => {
    const foreign = service.tunnels.launch(service.accounts.user, 'late-tunnel');
    const ours = service.tunnels.launch(service.accounts.user, 'late-tunnel');
    const post = tunnelContext(service, {
      clock: systemClock,
      state: {
        [STATE.mode]: 'client',
        [STATE.identifier]: 'late-tunnel',
        [STATE.foreignTunnelIds]: String(foreign.id),
      },
    });
    await teardown(post);
    expect(ours.state).toBe('STOPPED');
    expect(foreign.state).not.toBe('STOPPED');
    expect(post.messages('info')).toEqual([`Deleted tunnel ${ours.id}.`]);
  });

  it('caches a client without client-version by its address: the second run downloads nothing', async () => {
    const url = serve(packages.tarGz);
    for (const round of [1, 2]) {
      const ctx = mainContext();
      await run(unversionedInputs(url), ctx);
      expect(hitsOf(url)).toBe(1);
      if (round === 2) expect(ctx.messages('info')).toContain('Using tunnel client from the tool cache.');
      await teardown(postContext(service, ctx));
    }
  });

  it('caches a signed download by its checksum, whatever query signs it this time', async () => {
    const url = serve(packages.tarGz);
    const sha = sha256(packages.tarGz);
    for (const round of [1, 2]) {
      const ctx = mainContext();
      await run(
        unversionedInputs(`${url}?X-Amz-Signature=signature-of-round-${round}`, { 'client-sha256': sha }),
        ctx,
      );
      expect(hitsOf(url)).toBe(1);
      await teardown(postContext(service, ctx));
    }
  });

  it('masks the query of a signed client-url before anything prints it, debug lines included', async () => {
    const signature = 'X-Amz-Credential=AKIAEXAMPLE%2F20261124&X-Amz-Signature=0123456789abcdef';
    const url = `${serve(packages.tarGz)}?${signature}`;
    const ctx = mainContext();
    const debugLines: { line: string; maskedBefore: boolean }[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
      const line = String(chunk);
      if (!line.startsWith('::debug::')) return write(chunk);
      debugLines.push({ line, maskedBefore: ctx.secrets.includes(signature) });
      return true;
    }) as typeof process.stdout.write);
    try {
      await run(clientInputs(url), ctx);
    } finally {
      spy.mockRestore();
    }

    // The tool cache, which unpacks the client, writes debug lines; none shows the query unmasked.
    expect(debugLines.length).toBeGreaterThan(0);
    const showingQuery = debugLines.filter((d) => d.line.includes('0123456789abcdef'));
    expect(showingQuery.every((d) => d.maskedBefore)).toBe(true);
    expect(ctx.secrets).toEqual(
      expect.arrayContaining([signature, '0123456789abcdef', 'AKIAEXAMPLE/20261124']),
    );
    expect(ctx.text()).not.toMatch(/0123456789abcdef|AKIAEXAMPLE/);
    expect(ctx.messages('info')).toContain(`Downloading the tunnel client from ${url.split('?')[0]}`);
    await teardown(postContext(service, ctx));
  });

  it('prints the end of the log with the credentials masked when the client exits early', async () => {
    const ctx = mainContext();
    const url = serve(scriptClient(LEAKY_CLIENT), 'tunnel-client');

    const error = await failureOf(run(clientInputs(url, { 'client-args': '--exit' }), ctx));

    expect(error.message).toBe(
      'The tunnel client exited with code 5 before the tunnel was READY; its log ends with: fatal: refused.',
    );
    expect(ctx.messages('info')).toEqual(
      expect.arrayContaining(['connecting as ***:***', 'authorization: ***', 'fatal: refused']),
    );
    expectNoSecret(service, 'user', [ctx, error]);
  });

  it('prints the end of the log with the credentials masked when the tunnel is not READY in time', async () => {
    const ctx = mainContext();
    const url = serve(scriptClient(LEAKY_CLIENT), 'tunnel-client');

    const error = await failureOf(run(clientInputs(url, { 'client-args': '', 'ready-timeout': '1' }), ctx));

    expect(error.message).toMatch(/^Tunnel "[^"]+" was not READY within 1 s/);
    const logFile = clientOf(ctx).logFile;
    expect(ctx.messages('info')).toEqual(
      expect.arrayContaining([
        `Last lines of the tunnel client's log (${logFile}):`,
        'connecting as ***:***',
        'authorization: ***',
      ]),
    );
    expectNoSecret(service, 'user', [ctx, error]);
    await teardown(postContext(service, ctx));
  });

  it("hands the client the runner's proxy and certificate variables, never the inputs, state or tokens", async () => {
    const inherited = {
      HTTPS_PROXY: 'http://proxy.corp:3128',
      https_proxy: 'http://proxy.corp:3128',
      HTTP_PROXY: 'http://proxy.corp:3128',
      http_proxy: 'http://proxy.corp:3128',
      NO_PROXY: 'localhost,.corp',
      no_proxy: 'localhost,.corp',
      NODE_EXTRA_CA_CERTS: '/etc/ssl/corp-ca.pem',
    };
    const private_ = { INPUT_SECRET: 'input', 'STATE_client-pid': '1', GITHUB_TOKEN: 'token' };
    const env = clientEnvironment(
      { PATH: process.env.PATH, ...inherited, ...private_ },
      service.settingsFor('user'),
      'proxy-test',
    );
    const dir = scratchFolder('proxy-env');
    const proc = await startClient({
      command: process.execPath,
      args: ['-e', 'console.log(JSON.stringify(process.env))'],
      cwd: dir,
      env,
      logFile: join(dir, 'client.log'),
    });
    await new Promise((resolve) => proc.ended.addEventListener('abort', resolve, { once: true }));

    const seen = JSON.parse(readFileSync(proc.logFile, 'utf8')) as Record<string, string>;
    expect(seen).toMatchObject({ ...inherited, CLOUDTEST_TUNNEL_IDENTIFIER: 'proxy-test' });
    for (const name of Object.keys(private_)) expect(seen[name]).toBeUndefined();
  });
});
