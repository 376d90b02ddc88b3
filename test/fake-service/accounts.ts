/** The seeded accounts of the fake service; each stands for a kind of customer the spec describes. */
export interface Account {
  name: string;
  id: number;
  key: string;
  secret: string;
  readOnly: boolean;
  /** Credit seconds left; 0 means triggers and schedules answer 402. */
  credits: number;
  paid: boolean;
  teamAdmin: boolean;
  /** Team owner's user ID; 0 for an owner. */
  parentId: number;
  /** Tunnels this account may run at once (402 beyond). */
  tunnelQuota: number;
}

function account(name: string, id: number, overrides: Partial<Account> = {}): Account {
  return {
    name,
    id,
    key: `${name}-key`,
    secret: `${name}-secret-0123456789`,
    readOnly: false,
    credits: 360_000,
    paid: true,
    teamAdmin: false,
    parentId: 0,
    tunnelQuota: 5,
    ...overrides,
  };
}

export const ACCOUNTS = {
  /** An ordinary paid account. */
  user: account('user', 1001),
  /** Read-only: 403 on everything that creates, changes, deletes or triggers. */
  readonly: account('readonly', 1002, { readOnly: true }),
  /** No credits left and no tunnel quota: 402 on triggers, schedules and tunnel create. */
  broke: account('broke', 1003, { credits: 0, tunnelQuota: 0 }),
  /** Team admin on a paid plan. */
  admin: account('admin', 1004, { teamAdmin: true }),
  /** A member of the admin's team. */
  member: account('member', 1005, { parentId: 1004 }),
  /** Stands for the caller of the endpoints that need no credentials. */
  anonymous: account('anonymous', 0),
} as const satisfies Record<string, Account>;

export type AccountName = keyof typeof ACCOUNTS;

/** The account whose key and secret a Basic authorization header carries, if any. */
export function accountFromAuthorization(
  header: string | undefined,
  accounts: Iterable<Account> = Object.values(ACCOUNTS),
): Account | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const key = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  for (const a of accounts) if (a.name !== 'anonymous' && a.key === key && a.secret === secret) return a;
  return undefined;
}
