import type { SessionCount, SessionKind } from '../api/team.ts';

/** What the legs are sized against: a kind of the team's sessions, or nothing (`capacity: none`). */
export const CAPACITY_SETTINGS = ['vms', 'physical', 'none'] as const;
export type CapacitySetting = SessionKind | 'none';

/** The sessions a plan may fill at once: as read, not to be read, or unreadable (and why). */
export type Capacity = SessionCount | { kind: 'none' } | { kind: 'unknown'; why: string };

/** The most legs the sessions run at once, `perLeg` each: at least one, so a plan always has a leg. */
export const legsRunAtOnce = (sessions: SessionCount, perLeg: number): number =>
  Math.max(1, Math.floor(sessions.free / perLeg));
