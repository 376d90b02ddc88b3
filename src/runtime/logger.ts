import * as core from '@actions/core';
import type { Logger } from './types.ts';

/** The runner's log: every line of every action goes through here. */
export const coreLogger: Logger = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(m),
  warning: (m, p) => core.warning(m, p),
  error: (m, p) => core.error(m, p),
  notice: (m, p) => core.notice(m, p),
};
