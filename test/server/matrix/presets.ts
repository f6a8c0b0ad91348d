/** The authorization matrix's actors, expectation presets and row shape. */
import type { TestEnv } from '../helpers';

export const ACTORS = ['anonymous', 'aUser', 'aAdmin', 'bAdmin', 'office', 'board', 'auditor', 'sysadmin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;

export const MISSING = 999999999;

export const everyone = (status: number): Expected => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expected;
export const signedInOnly = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/**
 * Reading A's data (issue 18 #1): A's members, office staff, and the auditor, whose work ties them
 * to A (A's application `appA` is assigned to them; access.test.ts checks it); B's admin and the
 * board member (no tie to any company) are refused.
 */
export const companyAMembers = (status: number): Expected => ({ ...signedInOnly(status), bAdmin: 403, board: 403 });
/** A's admins and office staff (office, sysadmin) only; a plain user of A lacks the right. */
export const companyAAdmins = (status: number): Expected => ({ ...signedInOnly(403), aAdmin: status, office: status, sysadmin: status });
/** Office staff only (office, sysadmin). */
export const officeOnly = (status: number): Expected => ({ ...signedInOnly(403), office: status, sysadmin: status });
/**
 * Reading a company no actor belongs to or is tied to by work (C, or a missing one): office staff
 * only; the board member and the auditor are refused as A's and B's people are, 403 whether or not
 * the company exists.
 */
export const untiedCompany = (status: number): Expected => officeOnly(status);

export interface MatrixUser {
  id: number;
  personId: number;
  email: string;
}

export interface MatrixContext {
  env: TestEnv;
  users: Record<Exclude<Actor, 'anonymous'>, MatrixUser>;
  companyA: { id: number; name: string; registrationNumber: string };
  companyB: { id: number; name: string; registrationNumber: string };
  /** A company nobody of the actors belongs to. */
  companyC: { id: number; name: string; registrationNumber: string };
  /** Ids of records that slices create in their prepare step. */
  extra: Record<string, number | string>;
}

export interface Case {
  method: string;
  path: (ctx: MatrixContext) => string;
  body?: (ctx: MatrixContext) => unknown;
  expected: Expected;
  /** The request ends the session (logout): run it on a fresh sign-in. */
  fresh?: boolean;
  /** A read of company B's data (companyB.ts `readOfB`): the staff-reach test runs it as the auditor tied to B. */
  readOfB?: boolean;
}

/** One slice of the matrix: its rows by "METHOD /route/pattern", and records it needs first. */
export interface MatrixSlice {
  rows: Record<string, Case[]>;
  prepare?: (ctx: MatrixContext) => Promise<void>;
}
