import { runGitHubEntry } from '../../runtime/github/runtime.ts';
import { InputsSchema } from './inputs.ts';
import { ACTION, INPUT_NAMES } from './names.ts';

// GitHub alone: no service settings are read, no service client is made.
export const main = () =>
  runGitHubEntry({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    load: async () => (await import('./run.ts')).run,
    failedChecks: async () => (await import('../failed-checks.ts')).combine,
  });
