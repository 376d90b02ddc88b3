import * as core from '@actions/core';
import { runMainEntry } from '../../action/runtime.ts';
import { readServiceSettings } from '../../action/settings.ts';
import { ACTION, INPUT_NAMES, InputsSchema } from './inputs.ts';
import { run } from './run.ts';

export async function main(): Promise<void> {
  await runMainEntry({
    action: ACTION,
    inputs: INPUT_NAMES,
    schema: InputsSchema,
    // The client needs the settings themselves, not just a service client (already checked and masked).
    run: (inputs, ctx) =>
      run(inputs, {
        ...ctx,
        settings: readServiceSettings((name) => core.getInput(name), ctx.env, ctx.setSecret),
      }),
  });
}
