import * as core from '@actions/core';
import { logText } from '../../text/escape.ts';
import type { Logger } from '../types.ts';

/**
 * The runner's log: every line of every action goes through here. Plain lines go out as they are, so
 * they pass through `logText` (text from the service or a file name could otherwise hold a workflow
 * command); debug lines and annotations are workflow commands whose data @actions/core escapes.
 */
export const coreLogger: Logger = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(logText(m)),
  warning: (m, p) => core.warning(m, p),
  error: (m, p) => core.error(m, p),
  notice: (m, p) => core.notice(m, p),
};
