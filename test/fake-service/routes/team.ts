import { randomBytes } from 'node:crypto';

import type { Account, AccountName } from '../accounts.ts';
import { type FakeApp, HttpError, Unspecified } from '../app.ts';
import { MAX_COUNT, paged } from '../paging.ts';

/** What a team member record holds beyond the seeded `Account` (names, plan limits, device credits). */
export interface MemberProfile {
  email: string;
  first_name: string;
  last_name: string;
  device_credits: number;
  verified: boolean;
  /** Parallel VM sessions allowed (the owner's caps the team; a member's caps that member). */
  maxParallel: number;
  maxParallelDevice: number;
}

export interface SessionSlots {
  vms: number;
  physical: number;
}

/** A team is known by its owner's user ID; an owner's `parentId` is 0. */
export function teamOwnerId(account: Account): number {
  return account.parentId || account.id;
}

/**
 * Accounts and their teams: the seeded accounts (FakeService.accounts, so a key reset shows there at
 * once) plus the members created through the API, who sign in like any other account. A team is its
 * owner (parent_id 0) and every account whose `parentId` names that owner.
 */
export class TeamStore {
  /** Members created through POST /v1/team-management/users. */
  readonly created: Account[] = [];
  readonly profiles = new Map<number, MemberProfile>();
  /** Sessions in use now, per team owner ID; tests set it. */
  readonly inUse = new Map<number, SessionSlots>();
  /**
   * Sessions in use as the next reads of GET /v1/team-management see them, per team owner ID: each
   * read takes the first and sets `inUse` to it, the last one stays (a session freeing after N reads).
   */
  readonly inUseReads = new Map<number, SessionSlots[]>();
  private nextId = 2001;
  private readonly seeded: Record<AccountName, Account>;

  constructor(seeded: Record<AccountName, Account>) {
    this.seeded = seeded;
  }

  /** Every account that can sign in. */
  accounts(): Account[] {
    return [...Object.values(this.seeded), ...this.created];
  }

  byId(id: number): Account | undefined {
    return id > 0 ? this.accounts().find((a) => a.id === id) : undefined;
  }

  /** The sessions the team owned by `ownerId` has in use, as one read of its concurrency sees them. */
  readInUse(ownerId: number): SessionSlots {
    const reads = this.inUseReads.get(ownerId);
    const next = reads && reads.length > 1 ? reads.shift() : reads?.[0];
    if (next) this.inUse.set(ownerId, next);
    return { ...(this.inUse.get(ownerId) ?? { vms: 0, physical: 0 }) };
  }

  profile(account: Account): MemberProfile {
    let profile = this.profiles.get(account.id);
    if (!profile) {
      profile = {
        email: `${account.name}@example.test`,
        first_name: account.name.charAt(0).toUpperCase() + account.name.slice(1),
        last_name: 'Tester',
        device_credits: 36_000,
        verified: true,
        maxParallel: 5,
        maxParallelDevice: 2,
      };
      this.profiles.set(account.id, profile);
    }
    return profile;
  }

  ownerIdOf(account: Account): number {
    return teamOwnerId(account);
  }

  owner(account: Account): Account {
    return this.byId(this.ownerIdOf(account)) ?? account;
  }

  sameTeam(a: Account, b: Account): boolean {
    return this.ownerIdOf(a) === this.ownerIdOf(b);
  }

  /** The team's accounts, owner first. */
  members(ownerId: number): Account[] {
    return this.accounts()
      .filter((a) => a.id > 0 && this.ownerIdOf(a) === ownerId)
      .sort((a, b) => a.parentId - b.parentId || a.id - b.id);
  }

  record(account: Account) {
    const p = this.profile(account);
    return {
      id: account.id,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      credits: account.credits,
      device_credits: p.device_credits,
      isPaid: account.paid,
      verified: p.verified,
      parent_id: account.parentId,
    };
  }

  emailTaken(email: string): boolean {
    const wanted = email.toLowerCase();
    return this.accounts().some((a) => a.id > 0 && this.profile(a).email.toLowerCase() === wanted);
  }

  /** A new member of the owner's team, on the owner's plan; the spec does not size its credit slice, so none. */
  create(owner: Account, profile: Omit<MemberProfile, 'device_credits' | 'verified'>): Account {
    const id = this.nextId++;
    const account: Account = {
      name: `team-${id}`,
      id,
      key: `team-${id}-key`,
      secret: randomBytes(12).toString('hex'),
      readOnly: false,
      credits: 0,
      paid: owner.paid,
      teamAdmin: false,
      parentId: owner.id,
      tunnelQuota: owner.tunnelQuota,
    };
    this.created.push(account);
    this.profiles.set(id, { ...profile, device_credits: 0, verified: false });
    return account;
  }

  /** New key and secret; the account object is changed in place, so the old pair fails at once. */
  rotate(account: Account): void {
    const suffix = randomBytes(6).toString('hex');
    account.key = `${account.name}-key-${suffix}`;
    account.secret = randomBytes(16).toString('hex');
  }
}

// Neither endpoint that takes a body here lists 400: like `offset` and `count` of the lists
// (paging.ts), a field the fake cannot read is left out, and a value above a cap is read as the cap.

/** A non-empty string field, or undefined. */
const str = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/** A whole number >= 0, or undefined. */
const whole = (body: Record<string, unknown>, name: string): number | undefined => {
  const value = body[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/**
 * The team endpoints answer the statuses their rows list: 403 for the roles and the balance, 404 for a
 * member outside the caller's team. What no listed status fits (a new member without e-mail or
 * password, or with an e-mail in use) is Unspecified: the fake invents no answer for it.
 */
export function registerTeamRoutes(app: FakeApp, store: TeamStore): void {
  const requireAdmin = (account: Account) => {
    if (!account.teamAdmin) throw new HttpError(403, 'team admin role required');
  };
  const requirePaidAdmin = (account: Account) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    if (!account.paid) throw new HttpError(403, 'an upgraded plan is required');
    requireAdmin(account);
  };
  /** A member of the caller's team, or 404. */
  const teamMember = (account: Account, id: string | undefined) => {
    const target = store.byId(Number(id));
    if (!target || !store.sameTeam(account, target)) throw new HttpError(404, `team member ${id} not found`);
    return target;
  };

  app.route('GET', '/v1/team-management', ({ account }) => {
    const owner = store.owner(account);
    const caps = store.profile(owner);
    return {
      status: 200,
      body: {
        concurrency: {
          allowed: { vms: caps.maxParallel, physical: caps.maxParallelDevice },
          current: store.readInUse(owner.id),
        },
      },
    };
  });

  app.route('GET', '/v1/team-management/users', ({ account, query }) => {
    requireAdmin(account);
    const members = store.members(store.ownerIdOf(account)).map((a) => store.record(a));
    return { status: 200, body: paged(members, query, app.lists, { maxCount: MAX_COUNT }) };
  });

  app.route('POST', '/v1/team-management/users', async ({ account, json }) => {
    requirePaidAdmin(account);
    const body = await json();
    const email = str(body, 'email');
    if (!email || !str(body, 'password'))
      throw new Unspecified('a new team member without email or password');
    if (store.emailTaken(email)) throw new Unspecified(`a new team member with an email in use (${email})`);
    const owner = store.owner(account);
    const caps = store.profile(owner);
    // "At most the owner's maxParallel (maxParallelDevice)": a larger value is read as that cap.
    const concurrency = Math.min(whole(body, 'concurrency') ?? caps.maxParallel, caps.maxParallel);
    const concurrencyPhysical = Math.min(
      whole(body, 'concurrencyPhysical') ?? caps.maxParallelDevice,
      caps.maxParallelDevice,
    );
    const created = store.create(owner, {
      email,
      first_name: str(body, 'first_name') ?? '',
      last_name: str(body, 'last_name') ?? '',
      maxParallel: concurrency,
      maxParallelDevice: concurrencyPhysical,
    });
    return { status: 201, body: store.record(created) };
  });

  app.route('GET', '/v1/team-management/users/:id', ({ account, params }) => {
    if (!account.teamAdmin && Number(params.id) !== account.id)
      throw new HttpError(403, 'a member may read only their own record');
    return { status: 200, body: store.record(teamMember(account, params.id)) };
  });

  app.route('PUT', '/v1/team-management/users/:id', async ({ account, params, json }) => {
    requirePaidAdmin(account);
    const target = teamMember(account, params.id);
    // The body's fields are "not shown": the fake reads the record's names and leaves the rest.
    const body = await json();
    const first = str(body, 'first_name');
    const last = str(body, 'last_name');
    const credits = whole(body, 'credits');
    const deviceCredits = whole(body, 'device_credits');
    const owner = store.owner(target);
    if (credits !== undefined && credits > owner.credits)
      throw new HttpError(403, `credits exceed the owner's remaining balance (${owner.credits})`);
    const ownerDevice = store.profile(owner).device_credits;
    if (deviceCredits !== undefined && deviceCredits > ownerDevice)
      throw new HttpError(403, `device_credits exceed the owner's remaining balance (${ownerDevice})`);
    const profile = store.profile(target);
    if (first !== undefined) profile.first_name = first;
    if (last !== undefined) profile.last_name = last;
    if (credits !== undefined) target.credits = credits;
    if (deviceCredits !== undefined) profile.device_credits = deviceCredits;
    return { status: 200, body: store.record(target) };
  });

  // The response body is "not shown"; the fake names the key as the credential reset does.
  app.route('GET', '/v1/team-management/users/:id/client-key', ({ account, params }) => {
    requireAdmin(account);
    return { status: 200, body: { client_key: teamMember(account, params.id).key } };
  });

  app.route('POST', '/v1/team-management/users/:id/reset-keys', ({ account, params }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    const self = Number(params.id) === account.id;
    if (!self && !account.teamAdmin)
      throw new HttpError(403, "only a team admin or the member may reset the member's keys");
    const target = self ? account : teamMember(account, params.id);
    store.rotate(target);
    return { status: 201, body: { success: true, client_key: target.key } };
  });
}
