/**
 * The service's Basic authorization value for an API key and secret. A leaf module: the settings
 * check masks it before any HTTP code is loaded.
 */
export function basicAuthorization(credentials: { key: string; secret: string }): string {
  return `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
}
