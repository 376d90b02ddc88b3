import { z } from 'zod';

import type { Transport } from './transport/transport.ts';

/** A flat array of IPv4 addresses: no CIDR, no metadata (spec). */
const IpRangesSchema = z.array(z.ipv4());

export function configurationApi(t: Transport) {
  return {
    /** GET /v1/configuration/ip-ranges: the test machines' addresses, for allow-lists; needs no credentials. */
    ipRanges: () =>
      t.call({
        operation: 'get the test machine IP addresses',
        method: 'GET',
        path: '/v1/configuration/ip-ranges',
        auth: false,
        response: IpRangesSchema,
      }),
  };
}
