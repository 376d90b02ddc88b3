import type { Account } from '../accounts.ts';
import { type FakeApp, HttpError } from '../app.ts';
import type { TeamStore } from './team.ts';

/**
 * The user record, its update response and the keys body are "not shown"; the fake picks plausible
 * names. Clients read them leniently and must not depend on these.
 */
function userRecord(store: TeamStore, account: Account) {
  const p = store.profile(account);
  return {
    id: account.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    plan: account.paid ? 'paid' : 'free',
    credits: account.credits,
    device_credits: p.device_credits,
    maxParallel: p.maxParallel,
    maxParallelDevice: p.maxParallelDevice,
  };
}

const MUTABLE = new Set(['first_name', 'last_name']);

export function registerUserRoutes(app: FakeApp, store: TeamStore): void {
  app.route('GET', '/v1/user', ({ account }) => ({ status: 200, body: userRecord(store, account) }));

  app.route('PUT', '/v1/user', async ({ account, json }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    const body = await json();
    const fields = Object.keys(body);
    const other = fields.filter((k) => !MUTABLE.has(k));
    if (other.length)
      throw new HttpError(400, `only first_name and last_name can be changed, not ${other.join(', ')}`);
    if (!fields.length) throw new HttpError(400, 'nothing to change: send first_name or last_name');
    for (const name of fields) {
      if (typeof body[name] !== 'string') throw new HttpError(400, `${name} must be a string`);
    }
    const profile = store.profile(account);
    if (typeof body.first_name === 'string') profile.first_name = body.first_name;
    if (typeof body.last_name === 'string') profile.last_name = body.last_name;
    return { status: 200, body: userRecord(store, account) };
  });

  app.route('GET', '/v1/user/keys', ({ account }) => ({
    status: 200,
    body: { key: account.key, secret: account.secret },
  }));
}
