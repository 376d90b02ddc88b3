import { z } from 'zod';

import { int32 } from './schemas.ts';
import type { Transport } from './transport/transport.ts';

export const BrowserSchema = z.object({
  selenium_name: z.string(),
  name: z.string(),
  version: int32,
  long_version: z.string(),
  platform: z.string(),
  browser_id: int32,
});

const BROWSER_TYPES = ['webdriver', 'rc'] as const;
export type BrowserType = (typeof BROWSER_TYPES)[number];

export function browsersApi(t: Transport) {
  return {
    /** GET /v1/browsers: needs no credentials; `webdriver` unless told otherwise. */
    list: (type?: BrowserType) => {
      if (type !== undefined && !BROWSER_TYPES.includes(type))
        throw new TypeError(`browser type must be one of ${BROWSER_TYPES.join(', ')}, got "${type}"`);
      return t.call({
        operation: 'list browsers',
        method: 'GET',
        path: '/v1/browsers',
        query: { type },
        auth: false,
        response: z.array(BrowserSchema),
      });
    },
  };
}
