import { basicAuthorization } from '../api/transport/credentials.ts';

/**
 * The settings every action takes, each an input with an environment fallback (action.yml; README,
 * "The actions and their permissions").
 */
export const SERVICE_SETTINGS = {
  apiUrl: { input: 'api-url', env: 'CLOUDTEST_API_URL' },
  key: { input: 'key', env: 'CLOUDTEST_KEY' },
  secret: { input: 'secret', env: 'CLOUDTEST_SECRET' },
} as const;

export const SERVICE_SETTING_INPUTS = Object.values(SERVICE_SETTINGS).map((s) => s.input);

export interface ServiceSettings {
  apiUrl: string;
  key: string;
  secret: string;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/**
 * Reads and checks api-url, key and secret, and masks every secret form (key, secret, the Basic
 * authorization value) before the caller can log anything.
 */
export function readServiceSettings(
  getInput: (name: string) => string,
  env: Record<string, string | undefined>,
  mask: (secret: string) => void,
): ServiceSettings {
  const read = (setting: { input: string; env: string }) =>
    getInput(setting.input).trim() || env[setting.env]?.trim() || '';
  const key = read(SERVICE_SETTINGS.key);
  const secret = read(SERVICE_SETTINGS.secret);
  const apiUrl = read(SERVICE_SETTINGS.apiUrl);
  for (const value of [key, secret]) if (value) mask(value);
  if (key && secret) {
    const authorization = basicAuthorization({ key, secret });
    mask(authorization);
    mask(authorization.slice('Basic '.length));
  }
  const missing = (Object.keys(SERVICE_SETTINGS) as Array<keyof typeof SERVICE_SETTINGS>)
    .filter((name) => !{ apiUrl, key, secret }[name])
    .map((name) => `"${SERVICE_SETTINGS[name].input}" (or ${SERVICE_SETTINGS[name].env})`);
  if (missing.length)
    throw new SettingsError(`Missing setting: give the input ${missing.join(', the input ')}.`);
  return { apiUrl: checkApiUrl(apiUrl), key, secret };
}

/** A URL-like text with whatever stands between `//` and `@` (user and password) blanked out. */
export function withoutCredentials(text: string): string {
  return text.replace(/\/\/[^/?#]*@/, '//***@');
}

/** https only, except for loopback hosts, so credentials never cross a network in clear text. */
export function checkApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(
      `Input "api-url": "${withoutCredentials(value)}" is not a URL (expected https://host[/path]).`,
    );
  }
  if (url.username || url.password) {
    throw new SettingsError(
      'Input "api-url": must not hold credentials: they go in input "key" and input "secret".',
    );
  }
  if (url.search || url.hash) throw new SettingsError('Input "api-url": must not have a query or fragment.');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new SettingsError(
      `Input "api-url": "${value}" must use https:// (http:// is allowed only for localhost, 127.0.0.0/8 and [::1]).`,
    );
  }
  return url.toString().replace(/\/+$/, '');
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
