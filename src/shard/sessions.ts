import type { ServiceClient } from '../api/client.ts';
import { sessionsOf } from '../api/team.ts';
import { messageOf, ServiceError } from '../api/transport/errors.ts';
import type { Capacity, CapacitySetting } from './capacity.ts';

/**
 * The team's free sessions of the kind the setting names (GET /v1/team-management), read once. An
 * answer that cannot be read is `unknown`, with why, and the plan goes on without the cap: the
 * sessions size the legs, they do not decide whether the tests run. A cancel rejects.
 */
export async function readCapacity(
  setting: CapacitySetting,
  client: Pick<ServiceClient, 'team'>,
  signal: AbortSignal,
): Promise<Capacity> {
  if (setting === 'none') return { kind: 'none' };
  try {
    return sessionsOf(await client.team.get(signal), setting);
  } catch (error) {
    signal.throwIfAborted();
    if (!(error instanceof ServiceError)) throw error;
    return { kind: 'unknown', why: messageOf(error) };
  }
}
