import type { ServiceClient } from '../api/client.ts';
import type { ActionContext } from './types.ts';

/** The context of an action that talks to the service: the client comes made from the settings. */
export interface ServiceContext extends ActionContext {
  client: ServiceClient;
}
