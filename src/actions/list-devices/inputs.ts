import { z } from 'zod';

import { DEVICE_PLATFORMS, devicePlatformOf } from '../../api/devices.ts';
import { messageOf } from '../../api/transport/errors.ts';
import {
  DEFAULT_MAX_DEVICES,
  type DeviceFilters,
  minVersionOf,
  namePatternOf,
} from '../../codeless/devices.ts';
import { boolean, optionalText, wholeNumber } from '../../runtime/inputs.ts';
import { INPUTS } from './names.ts';

/** A matrix makes at most 256 jobs in a workflow run (docs/github-facts.md). */
const MAX_MATRIX_DEVICES = 256;

/** Optional text read by `parse`; the TypeError it throws becomes the input's message. */
const parsed = <T>(parse: (text: string) => T) =>
  optionalText().transform((text, ctx): T | undefined => {
    if (text === undefined) return undefined;
    try {
      return parse(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: messageOf(error) });
      return z.NEVER;
    }
  });

const platform = (text: string) => {
  try {
    return devicePlatformOf(text);
  } catch {
    throw new TypeError(`must be one of ${DEVICE_PLATFORMS.join(', ')} (in any case), got "${text}"`);
  }
};

export const InputsSchema = z
  .object({
    [INPUTS.platform]: parsed(platform),
    [INPUTS.name]: parsed(namePatternOf),
    [INPUTS.minVersion]: parsed(minVersionOf),
    [INPUTS.max]: wholeNumber({ min: 1, max: MAX_MATRIX_DEVICES, default: DEFAULT_MAX_DEVICES }),
    [INPUTS.availableOnly]: boolean(true),
  })
  .transform((raw): DeviceFilters => ({
    platform: raw[INPUTS.platform],
    name: raw[INPUTS.name],
    minVersion: raw[INPUTS.minVersion],
    max: raw[INPUTS.max],
    availableOnly: raw[INPUTS.availableOnly],
  }));
