import { browsersApi } from './browsers.ts';
import { buildsApi } from './builds.ts';
import { configurationApi } from './configuration.ts';
import { devicesApi } from './devices.ts';
import { jobsApi } from './jobs.ts';
import { labApi } from './lab.ts';
import { labsuitesApi } from './labsuites.ts';
import { screenshotsApi } from './screenshots.ts';
import { storageApi } from './storage.ts';
import { teamApi } from './team.ts';
import { testsApi } from './tests.ts';
import type { CallBound } from './transport/deadline.ts';
import { Transport, type TransportOptions } from './transport/transport.ts';
import { tunnelsApi } from './tunnels.ts';
import { userApi } from './user.ts';
import { webhooksApi } from './webhooks.ts';

/** The whole service API, one namespace per resource of the spec, all over one transport. */
export function createServiceClient(options: TransportOptions | Transport) {
  const transport = options instanceof Transport ? options : new Transport(options);
  return {
    transport,
    tunnels: tunnelsApi(transport),
    jobs: jobsApi(transport),
    builds: buildsApi(transport),
    tests: testsApi(transport),
    devices: devicesApi(transport),
    browsers: browsersApi(transport),
    configuration: configurationApi(transport),
    team: teamApi(transport),
    user: userApi(transport),
    webhooks: webhooksApi(transport),
    screenshots: screenshotsApi(transport),
    storage: storageApi(transport),
    lab: labApi(transport),
    labsuites: labsuitesApi(transport),
    /** The same client, each call ending within `bound` (a wait's calls, bounded by its input). */
    within: (bound: CallBound) => createServiceClient(transport.within(bound)),
    /** Releases keep-alive sockets; call once the work is done. */
    close: () => transport.close(),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
