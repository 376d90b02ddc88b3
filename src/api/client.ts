import { jobsApi } from './jobs.ts';
import { Transport, type TransportOptions } from './transport.ts';
import { tunnelsApi } from './tunnels.ts';

/** The whole service API, one namespace per resource of the spec, all over one transport. */
export function createServiceClient(options: TransportOptions | Transport) {
  const transport = options instanceof Transport ? options : new Transport(options);
  return {
    transport,
    tunnels: tunnelsApi(transport),
    jobs: jobsApi(transport),
    /** Releases keep-alive sockets; call once the work is done. */
    close: () => transport.close(),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
