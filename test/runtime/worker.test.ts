import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const ENTRY = join(import.meta.dirname, '../fixtures/worker-entry.ts');

/** The fixture entry as the runner runs one: its exit code, stdout and the outputs it wrote. */
function runEntry(
  workerCase: string,
  onStdout?: (text: string, kill: () => void) => void,
): Promise<{ code: number | null; stdout: string; outputs: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'worker-test-'));
  const outputFile = join(dir, 'output');
  writeFileSync(outputFile, '');
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, WORKER_CASE: workerCase, GITHUB_OUTPUT: outputFile },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    onStdout?.(stdout, () => child.kill('SIGTERM'));
  });
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, outputs: readFileSync(outputFile, 'utf8') })),
  );
}

describe('runInWorker', () => {
  it('runs the entry in a worker thread held to the heap limits, its output and file commands the step’s', async () => {
    const { code, stdout, outputs } = await runEntry('pass');
    expect(code).toBe(0);
    expect(stdout).toContain('worker thread: true; heap limit under 64 MiB: true');
    expect(outputs).toMatch(/^answer<<.*\n42\n/);
  });

  it('starts no worker when the main thread’s checks fail the step', async () => {
    const { code, stdout, outputs } = await runEntry('not-ready');
    expect(code).toBe(1);
    expect(stdout).toContain('::error::Not ready (worker thread: false).');
    // The entry, which would say it runs in a worker and set an output, never ran.
    expect(stdout).not.toContain('worker thread: true');
    expect(outputs).toBe('');
  });

  it('makes the entry’s failure the step’s exit code', async () => {
    const { code, stdout } = await runEntry('fail');
    expect(code).toBe(1);
    expect(stdout).toContain('::error::The entry failed.');
  });

  it('fails in one line when the entry throws', async () => {
    const { code, stdout } = await runEntry('throw');
    expect(code).toBe(1);
    expect(stdout).toContain('::error::first line\n');
    expect(stdout).not.toContain('somewhere');
  });

  it('fails in one line when the entry outgrows its heap', async () => {
    const { code, stdout } = await runEntry('out-of-memory');
    expect(code).toBe(1);
    expect(stdout).toMatch(/::error::The step ran out of memory: [^\n]*\n/);
  });

  // Windows ends a process at once on SIGTERM: there is no signal to hand on.
  it.skipIf(process.platform === 'win32')('hands SIGTERM to the entry', async () => {
    let sent = false;
    const { code, stdout } = await runEntry('cancel', (text, kill) => {
      if (!sent && text.includes('waiting')) {
        sent = true;
        kill();
      }
    });
    expect(code).toBe(1);
    expect(stdout).toContain('::error::Cancelled by SIGTERM.');
  });
});
