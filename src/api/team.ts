import { z } from 'zod';

import { sessionsFree } from './assumptions.ts';
import { idOf } from './refs.ts';
import { int32, LenientRecordSchema } from './schemas.ts';
import { maskSecretFields } from './secrets.ts';
import { listPage, MAX_PAGE_SIZE, type PageRequest } from './transport/pagination.ts';
import { route } from './transport/path.ts';
import type { Transport } from './transport/transport.ts';

const SessionSlotsSchema = z.object({ vms: int32, physical: int32 });

/** Team concurrency: what the plan allows and what is in use now, VMs and physical devices. */
const TeamSchema = z.object({
  concurrency: z.object({ allowed: SessionSlotsSchema, current: SessionSlotsSchema }),
});
export type Team = z.infer<typeof TeamSchema>;

/** The two kinds of sessions the team record counts: VMs (browsers, emulators) and physical devices. */
export const SESSION_KINDS = ['vms', 'physical'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** One kind of the team's sessions: allowed, in use, and free (ASSUMPTIONS.freeSessions). */
export interface SessionCount {
  kind: SessionKind;
  allowed: number;
  inUse: number;
  free: number;
}

export function sessionsOf(team: Team, kind: SessionKind): SessionCount {
  const allowed = team.concurrency.allowed[kind];
  const inUse = team.concurrency.current[kind];
  return { kind, allowed, inUse, free: sessionsFree(allowed, inUse) };
}

const TeamMemberSchema = z.object({
  id: int32,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  credits: int32,
  device_credits: int32,
  isPaid: z.boolean(),
  verified: z.boolean(),
  /** The team owner's user ID; 0 for the owner. */
  parent_id: int32,
});

const TeamCredentialResetSchema = z.object({ success: z.boolean(), client_key: z.string() });

/** Body of POST /v1/team-management/users, as the spec lists it. */
export interface TeamMemberCreate {
  /** Unique across the whole service. */
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  /** Parallel VM sessions, at most the owner's `maxParallel`. */
  concurrency?: number;
  /** Parallel physical-device sessions, at most the owner's `maxParallelDevice`. */
  concurrencyPhysical?: number;
}

/** Body of PUT /v1/team-management/users/{id}: profile and credit fields, names "not shown". */
export type TeamMemberUpdate = Record<string, unknown>;

const NOT_ADMIN = 'the caller is not a team admin';
/** Authentication rule 4: a read-only account gets 403 on what creates or changes something too. */
const OR_READ_ONLY = ', or the account is read-only';
const NOT_FOUND = { 404: 'no such team member' };

// eslint-disable-next-line max-lines-per-function -- a flat table of endpoints, one short function each
export function teamApi(t: Transport) {
  const userPath = (id: number) => route`/v1/team-management/users/${idOf(id, 'team member id')}`;
  return {
    /** GET /v1/team-management: concurrency allowed and in use, VMs and physical devices. */
    get: (signal?: AbortSignal) =>
      t.call({
        operation: 'get team concurrency',
        method: 'GET',
        path: '/v1/team-management',
        response: TeamSchema,
        signal,
      }),

    /** GET /v1/team-management/users: one page of members; team admins only. */
    listMembers: (page?: PageRequest) =>
      listPage(t, {
        operation: 'list team members',
        path: '/v1/team-management/users',
        page,
        maxCount: MAX_PAGE_SIZE,
        // The spec shows this list as `{ data: [TeamMember], meta: Meta }`.
        enveloped: true,
        item: TeamMemberSchema,
        meanings: { 403: NOT_ADMIN },
      }),

    /**
     * POST /v1/team-management/users: a sub-account on the caller's plan; paid plan and admin only.
     * `email` and `password` are required (spec) and checked before sending: its row lists no 400.
     */
    createMember: (body: TeamMemberCreate) => {
      for (const field of ['email', 'password'] as const) {
        const value: unknown = body[field];
        if (typeof value !== 'string' || !value.trim())
          throw new TypeError(`a new team member needs ${field === 'email' ? 'an email' : 'a password'}`);
      }
      return t.call({
        operation: 'create team member',
        method: 'POST',
        path: '/v1/team-management/users',
        json: body,
        response: TeamMemberSchema,
        meanings: { 403: `the caller is not on a paid plan or not a team admin${OR_READ_ONLY}` },
      });
    },

    /** GET /v1/team-management/users/{id}: admins read any member, others only themselves. */
    getMember: (id: number) =>
      t.call({
        operation: 'get team member',
        method: 'GET',
        path: userPath(id),
        response: TeamMemberSchema,
        meanings: { 403: 'only a team admin may read another member', ...NOT_FOUND },
      }),

    /** PUT /v1/team-management/users/{id}: credits may not exceed the owner's remaining balance. */
    updateMember: (id: number, body: TeamMemberUpdate) =>
      t.call({
        operation: 'update team member',
        method: 'PUT',
        path: userPath(id),
        json: body,
        response: TeamMemberSchema,
        meanings: {
          403: `the caller is not on a paid plan or not a team admin, the credits exceed the owner's remaining balance${OR_READ_ONLY}`,
          ...NOT_FOUND,
        },
      }),

    /** GET /v1/team-management/users/{id}/client-key: the member's API key (never the secret); admin only. */
    getClientKey: async (id: number) =>
      maskSecretFields(
        t,
        await t.call({
          operation: 'get team member client key',
          method: 'GET',
          path: route`/v1/team-management/users/${idOf(id, 'team member id')}/client-key`,
          response: LenientRecordSchema,
          meanings: { 403: NOT_ADMIN, ...NOT_FOUND },
        }),
      ),

    /**
     * POST /v1/team-management/users/{id}/reset-keys: rotates key and secret, the old ones stop working
     * at once. Never repeated once it may have reached the service: a second reset would orphan the
     * first new key.
     */
    resetKeys: async (id: number) => {
      const reset = await t.call({
        operation: 'reset team member keys',
        method: 'POST',
        path: route`/v1/team-management/users/${idOf(id, 'team member id')}/reset-keys`,
        json: {},
        response: TeamCredentialResetSchema,
        meanings: { 403: `the caller is neither a team admin nor the member${OR_READ_ONLY}`, ...NOT_FOUND },
      });
      t.maskSecret(reset.client_key);
      return reset;
    },
  };
}
