import { SECRET_FIELD } from './assumptions.ts';
import type { Transport } from './transport/transport.ts';

const MAX_DEPTH = 4;

/**
 * Masks every string held under a secret-looking field name (ASSUMPTIONS.secretFields), at any depth (a wrapper object or an
 * array of keys included), so no log line can show it; returns the record untouched.
 */
export function maskSecretFields<T>(t: Transport, record: T): T {
  const walk = (value: unknown, secret: boolean, depth: number): void => {
    if (typeof value === 'string') {
      if (secret) t.maskSecret(value);
      return;
    }
    if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
    for (const [name, child] of Object.entries(value))
      walk(child, secret || SECRET_FIELD.test(name), depth + 1);
  };
  walk(record, false, 0);
  return record;
}
