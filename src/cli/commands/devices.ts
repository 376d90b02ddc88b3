import { InputsSchema } from '../../actions/list-devices/inputs.ts';
import { INPUT_NAMES, INPUTS } from '../../actions/list-devices/names.ts';
import type { DeviceFilters } from '../../codeless/devices.ts';
import { inputsFromFlags, onlyFlags, type ParsedArgs } from '../args.ts';
import { terminalText } from '../ci/commands.ts';
import type { Command } from '../command.ts';
import { EXIT } from '../exit.ts';
import { type Host, loadServiceClient } from '../host.ts';

/**
 * `cloudtest devices`: list-devices' choice (src/codeless/devices.ts) with its inputs as flags; the
 * devices go to standard output, one a line, or as the action's `matrix` JSON array with --json.
 */
export const devicesCommand: Command = {
  name: 'devices',
  summary: 'List the devices tests can run on, as list-devices chooses them.',
  usage: 'cloudtest devices [--platform NAME] [--name REGEX] [--min-version VERSION] [--max N] [--json]',
  description: [
    'Prints the devices that pass the filters, newest OS version first, one a line ("NAME (PLATFORM VERSION, ID N)"); with --json, one JSON array of {id, name, platform_name, platform_version}, as the list-devices action\'s matrix output. No device left is an error (exit code 3), said on standard error.',
  ],
  flags: {
    [INPUTS.platform]: {
      value: 'NAME',
      description: 'Android, iOS, REAL_ANDROID or REAL_IOS (in any case).',
    },
    [INPUTS.name]: {
      value: 'REGEX',
      description: "A regular expression matched anywhere in the device's name.",
    },
    [INPUTS.minVersion]: {
      value: 'VERSION',
      description: 'The lowest OS version, compared number by number.',
    },
    [INPUTS.max]: { value: 'N', description: 'Most devices to list, 1 to 256 (default 10).' },
    [INPUTS.availableOnly]: {
      value: 'BOOL',
      description: 'true (default): only devices the account can use now; false: every device.',
    },
  },
  examples: [
    'cloudtest devices --platform android --min-version 13',
    'cloudtest devices --name "^(Pixel|Galaxy)" --max 4 --json',
  ],
  run: runDevices,
};

async function runDevices(args: ParsedArgs, host: Host): Promise<number> {
  onlyFlags(args, 'devices');
  const filters: DeviceFilters = inputsFromFlags(args.values, INPUT_NAMES, InputsSchema);
  host.settings();
  const [{ chooseDevices, choiceLine }] = await Promise.all([
    import('../../codeless/devices.ts'),
    loadServiceClient(),
  ]);
  host.terminal.startStatus('Listing devices');
  const choice = await chooseDevices(filters, host.serviceContext('cloudtest devices').client).finally(() =>
    host.terminal.stopStatus(),
  );
  if (choice.failure) {
    host.terminal.log.error(choice.failure);
    return EXIT.couldNotRun;
  }
  host.terminal.log.info(choiceLine(choice, filters));
  if (args.values.json) host.terminal.result(JSON.stringify(choice.devices));
  for (const d of args.values.json ? [] : choice.devices)
    host.terminal.result(
      terminalText(`${d.name} (${d.platform_name} ${d.platform_version}, ID ${d.id})`).replace(/\n/g, ' '),
    );
  return EXIT.passed;
}
