import pkg from '../package.json' with { type: 'json' };

export const BUNDLE_NAME = 'cloudtest-actions';
export const BUNDLE_VERSION: string = pkg.version;
export const USER_AGENT = `${BUNDLE_NAME}/${BUNDLE_VERSION}`;
