import { describe, expect, it } from 'vitest';

import { checkApiUrl, readServiceSettings, withoutCredentials } from '../../src/runtime/settings.ts';

describe('the service settings', () => {
  it('never echo a password from an api-url that does not parse', () => {
    const value = 'https://ci-bot:hunter2 secret@api example.com/v1';
    expect(() => checkApiUrl(value)).toThrow(
      'Input "api-url": "https://***@api example.com/v1" is not a URL',
    );
    expect(() => checkApiUrl(value)).not.toThrow(/hunter2/);
    expect(withoutCredentials('http://localhost:8080/x')).toBe('http://localhost:8080/x');
  });

  it('refuse credentials in a URL that parses, without echoing them', () => {
    expect(() => checkApiUrl('https://ci-bot:hunter2@api.example.com')).toThrow(
      'Input "api-url": must not hold credentials: they go in input "key" and input "secret".',
    );
  });

  it('mask the key, the secret and the authorization value before anything else', () => {
    const masked: string[] = [];
    readServiceSettings(
      (name) => ({ 'api-url': 'https://api.example.com', key: 'k-123', secret: 's-456' })[name] ?? '',
      {},
      (secret) => masked.push(secret),
    );
    expect(masked).toEqual(['k-123', 's-456', 'Basic ay0xMjM6cy00NTY=', 'ay0xMjM6cy00NTY=']);
  });
});
