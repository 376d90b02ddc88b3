import { z } from 'zod';

import { idOf } from './refs.ts';
import { int32 } from './schemas.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

const DeviceSchema = z.object({
  id: int32,
  name: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  platform_name: z.string(),
  platform_version: z.string(),
  screen_size: z.string(),
  screen_resolution: z.string(),
  /** Carried by listings only; the spec's field list of the record does not include it. */
  available: z.boolean().optional(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DEVICE_PLATFORMS = ['Android', 'iOS', 'REAL_ANDROID', 'REAL_IOS'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** The service matches `platform` case-insensitively; anything else is refused before a request. */
export function devicePlatformOf(value: string): DevicePlatform {
  const wanted = value.trim().toLowerCase();
  const platform = DEVICE_PLATFORMS.find((p) => p.toLowerCase() === wanted);
  if (!platform)
    throw new TypeError(`device platform must be one of ${DEVICE_PLATFORMS.join(', ')}, got "${value}"`);
  return platform;
}

export interface DeviceListOptions {
  platform?: string;
  /** Internal: asks for UI-only fields too (the schema drops them). */
  web?: boolean;
}

export function devicesApi(t: Transport) {
  return {
    /** GET /v1/devices: every device, optionally of one platform. */
    list: (options: DeviceListOptions = {}) =>
      t.call({
        operation: 'list devices',
        method: 'GET',
        path: '/v1/devices',
        query: {
          platform: options.platform === undefined ? undefined : devicePlatformOf(options.platform),
          web: options.web,
        },
        response: z.array(DeviceSchema),
      }),

    /** GET /v1/devices/available: the devices the account can acquire now. */
    available: () =>
      t.call({
        operation: 'list available devices',
        method: 'GET',
        path: '/v1/devices/available',
        response: z.array(DeviceSchema),
      }),

    /** GET /v1/devices/{id}. */
    get: (id: number) =>
      t.call({
        operation: 'get device',
        method: 'GET',
        path: route`/v1/devices/${idOf(id, 'device id')}`,
        response: DeviceSchema,
        meanings: { 404: 'no such device' },
      }),
  };
}
