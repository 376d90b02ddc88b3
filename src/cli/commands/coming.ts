import type { Command } from '../command.ts';
import { UsageError } from '../exit.ts';

/**
 * The commands the next version wires to the reporting core: listed in help, marked as coming, and
 * refused as bad usage (before any request) until then, so a script learns it at once.
 */
function coming(name: string, summary: string, usage: string, what: string): Command {
  const note = `"cloudtest ${name}" is not in this version yet: it comes with ${what}. Until then, use the GitHub Action (README).`;
  return {
    name,
    summary: `${summary} (coming)`,
    usage,
    description: [note],
    flags: {},
    examples: [],
    coming: note,
    run: async () => {
      throw new UsageError(note, name);
    },
  };
}

export const runCommand = coming(
  'run',
  'Trigger a Codeless suite, a test or all, wait and report.',
  'cloudtest run --suite-id ID | --test-id ID | --all [flags]',
  "the root action's inputs as flags, --junit FILE, --ctrf FILE and --json",
);

export const reportCommand = coming(
  'report',
  "Read a build's tests and report them as annotate-build does.",
  'cloudtest report --build NAME [flags]',
  "annotate-build's inputs as flags, --junit FILE, --ctrf FILE and --json",
);
