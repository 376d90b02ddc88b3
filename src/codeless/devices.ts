import type { ServiceClient } from '../api/client.ts';
import type { Device, DevicePlatform } from '../api/devices.ts';
import { plural } from '../text/wording.ts';

/**
 * Choosing devices for a test matrix, the same for every host (the list-devices action, a command
 * line): filters, the order, the cut to `max`, and the one line that says why nothing was chosen.
 */

/** One device of the matrix: what a test needs to ask for it, and its ID. */
export interface MatrixDevice {
  name: string;
  platform_name: string;
  platform_version: string;
  id: number;
}

export interface DeviceFilters {
  platform?: DevicePlatform;
  /** Matched anywhere in the device's name. */
  name?: RegExp;
  /** The lowest OS version to keep, compared as versions (`10` after `9`, `16.10` after `16.4`). */
  minVersion?: string;
  /** How many devices to keep at most, the first in the order of `compareDevices`. */
  max: number;
  /** `true`: only devices the account can acquire now (GET /v1/devices/available). */
  availableOnly: boolean;
}

export const DEFAULT_MAX_DEVICES = 10;

export interface DeviceChoice {
  devices: MatrixDevice[];
  /** Devices the service listed, before the filters. */
  listed: number;
  /** Devices that passed the filters, before the cut to `max`. */
  matching: number;
  /** Set when no device matched: one line naming the filters and how many devices there were. */
  failure?: string;
}

/** A regular expression on the device name; a TypeError that says why when it is not one. */
export function namePatternOf(text: string): RegExp {
  try {
    return new RegExp(text);
  } catch (error) {
    throw new TypeError(`is not a regular expression: ${(error as Error).message}`, { cause: error });
  }
}

const VERSION = /^\d+(?:\.\d+)*$/;

/** A version such as `10` or `16.4`; a TypeError otherwise. */
export function minVersionOf(text: string): string {
  const version = text.trim();
  if (!VERSION.test(version))
    throw new TypeError(`must be a version of numbers and dots, such as 10 or 16.4, got "${text}"`);
  return version;
}

/** The numbers a version starts with (`17.4.1 beta` → 17, 4, 1); none when it starts with none. */
function numbersOf(version: string): number[] {
  const lead = /^\s*v?(\d+(?:\.\d+)*)/i.exec(version)?.[1];
  return lead ? lead.split('.').map(Number) : [];
}

/**
 * Versions compared number by number, a missing number read as 0 (`16.4` < `16.10`, `9` < `10`,
 * `17` = `17.0`). A version with no number at all comes before every other.
 */
export function compareVersions(a: string, b: string): number {
  const x = numbersOf(a);
  const y = numbersOf(b);
  if (!x.length || !y.length) return Number(x.length > 0) - Number(y.length > 0);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Plain code-unit order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of the matrix, so that it does not reshuffle from run to run: the newest OS version
 * first, then by platform, device name and ID.
 */
function compareDevices(a: Device, b: Device): number {
  return (
    compareVersions(b.platform_version, a.platform_version) ||
    byText(a.platform_name, b.platform_name) ||
    byText(a.name, b.name) ||
    a.id - b.id
  );
}

/**
 * `platform_name` is the OS family (Android or iOS). The spec does not say how REAL_ANDROID and
 * REAL_IOS differ from Android and iOS, so each is read as its family.
 */
const familyOf = (platform: DevicePlatform) => platform.replace(/^REAL_/, '').toLowerCase();

function matches(device: Device, filters: DeviceFilters): boolean {
  if (filters.platform && device.platform_name.toLowerCase() !== familyOf(filters.platform)) return false;
  if (filters.name && !filters.name.test(device.name)) return false;
  // A version without numbers compares below every version, so a minimum leaves it out.
  if (filters.minVersion !== undefined && compareVersions(device.platform_version, filters.minVersion) < 0)
    return false;
  return true;
}

/** The devices that pass the filters, in matrix order. */
export function matchingDevices(devices: readonly Device[], filters: DeviceFilters): Device[] {
  return devices.filter((d) => matches(d, filters)).sort(compareDevices);
}

function matrixDeviceOf(device: Device): MatrixDevice {
  return {
    name: device.name,
    platform_name: device.platform_name,
    platform_version: device.platform_version,
    id: device.id,
  };
}

/** "platform iOS, name /^iPhone/, min-version 17", or "no filters". */
function describeFilters(filters: DeviceFilters): string {
  const parts: string[] = [];
  if (filters.platform) parts.push(`platform ${filters.platform}`);
  if (filters.name) parts.push(`name /${filters.name.source}/`);
  if (filters.minVersion !== undefined) parts.push(`min-version ${filters.minVersion}`);
  return parts.length ? parts.join(', ') : 'no filters';
}

/**
 * "the 12 devices available now", "the 4 devices the service lists". A platform the service was asked
 * for too is said once, among the filters, which also hold it back where the service did not.
 */
function poolOf(listed: number, filters: DeviceFilters): string {
  return `the ${plural(listed, 'device')}${filters.availableOnly ? ' available now' : ' the service lists'}`;
}

/** Why nothing was chosen, in one line: the filters and how many devices there were before them. */
function noMatchLine(listed: number, filters: DeviceFilters): string {
  if (!listed)
    return `No device to choose: the service lists no devices${filters.availableOnly ? ' available now' : ''} (${describeFilters(filters)}).`;
  return `No device to choose: none of ${poolOf(listed, filters)} matches ${describeFilters(filters)}.`;
}

/** What was chosen, in one line: "Chose 3 devices: 7 of the 12 devices available now match …". */
export function choiceLine(choice: DeviceChoice, filters: DeviceFilters): string {
  if (choice.failure) return choice.failure;
  const chose = `Chose ${plural(choice.devices.length, 'device')}`;
  const order = `newest OS version first, at most ${filters.max}`;
  const pool = poolOf(choice.listed, filters);
  if (!filters.platform && !filters.name && filters.minVersion === undefined)
    return `${chose} of ${pool}; ${order}.`;
  const match = choice.matching === 1 ? 'matches' : 'match';
  return `${chose}: ${choice.matching} of ${pool} ${match} ${describeFilters(filters)}; ${order}.`;
}

/**
 * Lists the devices (only those available now, or all of them: the platform then goes to the
 * service's own filter too), keeps those that pass the filters, orders them (compareDevices) and keeps
 * the first `max`. With none left, `failure` says why.
 */
export async function chooseDevices(
  filters: DeviceFilters,
  client: Pick<ServiceClient, 'devices'>,
): Promise<DeviceChoice> {
  const listed = filters.availableOnly
    ? await client.devices.available()
    : await client.devices.list({ platform: filters.platform });
  const matching = matchingDevices(listed, filters);
  return {
    devices: matching.slice(0, filters.max).map(matrixDeviceOf),
    listed: listed.length,
    matching: matching.length,
    ...(matching.length ? {} : { failure: noMatchLine(listed.length, filters) }),
  };
}
