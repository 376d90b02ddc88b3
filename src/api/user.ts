import { USER_UPDATE_MEANINGS } from './assumptions.ts';
import { READ_ONLY } from './meanings.ts';
import { LenientRecordSchema } from './schemas.ts';
import { maskSecretFields } from './secrets.ts';
import type { Transport } from './transport/transport.ts';

/** The only mutable fields of the caller's user record. */
export interface UserUpdate {
  first_name?: string;
  last_name?: string;
}

export function userApi(t: Transport) {
  return {
    /** GET /v1/user: name, plan, billing, credits, concurrency caps; field names "not shown". */
    get: () =>
      t.call({
        operation: 'get user',
        method: 'GET',
        path: '/v1/user',
        response: LenientRecordSchema,
      }),

    /** PUT /v1/user: the response is "not shown". */
    update: (body: UserUpdate) =>
      t.call({
        operation: 'update user',
        method: 'PUT',
        path: '/v1/user',
        json: body,
        response: LenientRecordSchema,
        emptyMeansDone: true,
        meanings: { ...USER_UPDATE_MEANINGS, ...READ_ONLY },
      }),

    /** GET /v1/user/keys: the caller's API key and secret (field names "not shown"), masked at once. */
    keys: async () =>
      maskSecretFields(
        t,
        await t.call({
          operation: 'get API keys',
          method: 'GET',
          path: '/v1/user/keys',
          response: LenientRecordSchema,
        }),
      ),
  };
}
