import { STOP_SESSIONS_INPUT } from '../../runtime/job-sessions.ts';

export const ACTION = 'upload-app';

export const INPUTS = {
  file: 'file',
  url: 'url',
  appKey: 'app-key',
  stopSessions: STOP_SESSIONS_INPUT,
} as const;

export const INPUT_NAMES = Object.values(INPUTS);

export const OUTPUTS = {
  appUrl: 'app-url',
  appKey: 'app-key',
} as const;

/** Variables exported to the job's later steps. */
export const EXPORTED_ENV = {
  appUrl: 'CLOUDTEST_APP_URL',
} as const;
