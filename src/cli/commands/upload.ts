import { InputsSchema, type UploadAppInputs } from '../../actions/upload-app/inputs.ts';
import { INPUT_NAMES, INPUTS, OUTPUTS } from '../../actions/upload-app/names.ts';
import { inputsFromFlags, type ParsedArgs } from '../args.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../exit.ts';
import { type Host, loadServiceClient } from '../host.ts';

/**
 * `cloudtest upload FILE | --url URL`: upload-app's `run`, with only the app's URL on standard output
 * (`APP=$(cloudtest upload app.apk)`), or one JSON document with --json; progress goes to the log.
 */
export const uploadCommand: Command = {
  name: 'upload',
  summary: 'Upload an app (APK or IPA) and print its app URL.',
  usage: 'cloudtest upload FILE | --url URL [--app-key KEY]',
  description: [
    'Uploads FILE (a path or a glob that matches one file), or has the service fetch --url, and prints the stored app\'s URL as the service gives it (SCHEME://KEY, in the service\'s own storage scheme) on standard output; progress goes to standard error. With --json, prints {"appUrl": …, "appKey": …}.',
  ],
  flags: {
    [INPUTS.url]: { value: 'URL', description: 'An http(s) address the service downloads the app from.' },
    [INPUTS.appKey]: {
      value: 'KEY',
      description:
        'Replace the app stored under this key (KEY or SCHEME://KEY) instead of storing a new one.',
    },
  },
  words: { [INPUTS.file]: 'FILE' },
  examples: [
    'APP=$(cloudtest upload app/build/outputs/apk/debug/app-debug.apk)',
    'cloudtest upload "build/*.ipa" --app-key 8f2c1e',
    'cloudtest upload --url https://downloads.example.com/app.apk --json',
  ],
  run: runUpload,
};

async function runUpload(args: ParsedArgs, host: Host): Promise<number> {
  if (args.rest !== undefined) throw new UsageError('upload takes no command after "--".', 'upload');
  if (args.positionals.length > 1)
    throw new UsageError(
      `Give one FILE, got ${args.positionals.length} (quote a glob: "build/*.apk").`,
      'upload',
    );
  const inputs: UploadAppInputs = inputsFromFlags(
    { ...args.values, [INPUTS.file]: args.positionals[0] },
    INPUT_NAMES,
    InputsSchema,
  );
  host.settings();
  const [{ run }] = await Promise.all([import('../../actions/upload-app/run.ts'), loadServiceClient()]);
  host.terminal.startStatus('Uploading');
  let outputs: Record<string, string>;
  try {
    ({ outputs } = await run(inputs, host.serviceContext('cloudtest upload'), { cwd: process.cwd() }));
  } finally {
    host.terminal.stopStatus();
  }
  const appUrl = outputs[OUTPUTS.appUrl] ?? '';
  host.terminal.result(
    args.values.json ? JSON.stringify({ appUrl, appKey: outputs[OUTPUTS.appKey] ?? '' }) : appUrl,
  );
  return 0;
}
