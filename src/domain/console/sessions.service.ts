import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { adminByEmail, endSessionByHash, endSessionsOf, insertSession, liveSessionByHash, liveSessionsOf, touchSession } from '../../db/repositories/console.repository.js';
import type { Sql } from '../../db/transaction.js';
import { HttpError } from '../../lib/errors.js';
import { recordAuditForAdmin } from './audit.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearFailures, countAttempt, throttleKeys } from './sign-in-throttle.js';

/**
 * Console sessions live in PostgreSQL: the browser's cookie holds a random id (32 bytes, base64url) and
 * the row only its SHA-256, so a copy of the database signs nobody in. A session ends when its admin signs
 * out, after `idleHours` unused, and 7 days after it began whatever happens. Each sign-in starts a new one.
 */

export const SESSION_COOKIE = 'leadbase_session';
const SESSION_MAX_DAYS = 7;
/** 32 random bytes in base64url: anything else is not a session id and is not looked up. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** The longest client address and User-Agent kept (the columns' widths). */
const MAX_CLIENT_IP = 64;
const MAX_USER_AGENT = 512;

export interface Session {
  /** The random cookie value. */
  id: string;
  adminId: number;
  name: string;
  email: string;
  csrfToken: string;
  /** The absolute end. */
  expiresAt: Date;
}

export interface SessionInfo {
  /** The row's id, not the secret. */
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  clientIp: string | null;
  userAgent: string | null;
  current: boolean;
}

const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

const randomToken = () => randomBytes(32).toString('base64url');

/** A new session for the admin (after accepting an invite, and at each sign-in). */
export async function startSession(db: Sql, adminId: number, clientIp: string | null, userAgent: string | null): Promise<Session> {
  const id = randomToken();
  const csrfToken = randomToken();
  const { expiresAt, name, email } = await insertSession(db, {
    idHash: hashSessionId(id),
    adminId,
    csrfToken,
    clientIp: clientIp?.slice(0, MAX_CLIENT_IP) || null,
    userAgent: userAgent?.slice(0, MAX_USER_AGENT) || null,
    maxDays: SESSION_MAX_DAYS,
  });
  return { id, adminId, name, email, csrfToken, expiresAt };
}

/** Passwords of unknown emails are checked against this, so that a wrong email takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Whether the password is the account's; for no account, the same work, and false. */
async function passwordMatches(account: { passwordHash: string } | null, password: string): Promise<boolean> {
  if (account) return verifyPassword(password, account.passwordHash);
  await verifyPassword(password, await (decoyHash ??= hashPassword(randomToken())));
  return false;
}

/**
 * Email and password → a new session. Throttled per account and per client address (sign-in-throttle.ts):
 * 429 with how long to wait. A wrong email and a wrong password get the same 401. Audited in each of the
 * admin's workspaces (an unknown email is recorded nowhere).
 */
export async function signIn(
  db: pg.Pool,
  redis: Redis,
  prefix: string,
  form: { email: string; password: string },
  clientIp: string | null,
  userAgent: string | null,
): Promise<Session> {
  const email = form.email.trim();
  const keys = throttleKeys(prefix, email, clientIp);
  await countAttempt(redis, keys);
  const account = await adminByEmail(db, email);
  const matches = await passwordMatches(account, form.password);
  if (!account || !matches) {
    if (account) await recordAuditForAdmin(db, account.id, 'sign_in.failed', clientIp, { email: account.email });
    throw new HttpError(401, 'That email and password do not match an admin account; check both and try again');
  }
  await clearFailures(redis, keys);
  await recordAuditForAdmin(db, account.id, 'sign_in.succeeded', clientIp, { email: account.email });
  return startSession(db, account.id, clientIp, userAgent);
}

/** The live session for a cookie value, or null; records its use at most once a minute. */
export async function sessionOf(db: Sql, sessionId: string, idleHours: number): Promise<Session | null> {
  if (!SESSION_ID.test(sessionId)) return null;
  const row = await liveSessionByHash(db, hashSessionId(sessionId), idleHours);
  if (!row) return null;
  if (row.stale) await touchSession(db, row.id);
  return { id: sessionId, adminId: row.adminId, name: row.name, email: row.email, csrfToken: row.csrfToken, expiresAt: row.expiresAt };
}

export async function endSession(db: Sql, sessionId: string): Promise<void> {
  await endSessionByHash(db, hashSessionId(sessionId));
}

/** Signs the admin out everywhere but the current session; returns how many sessions ended. */
export function endOtherSessions(db: Sql, adminId: number, keepSessionId: string): Promise<number> {
  return endSessionsOf(db, adminId, hashSessionId(keepSessionId));
}

/**
 * The admin's live sessions, most recently used first. `idleHours` is SESSION_IDLE_HOURS, so that sessions
 * already idle too long are not listed; without it, only ended and 7-day-old sessions are left out.
 */
export async function sessionsOf(db: Sql, adminId: number, currentSessionId: string, idleHours = SESSION_MAX_DAYS * 24): Promise<SessionInfo[]> {
  const current = hashSessionId(currentSessionId);
  const rows = await liveSessionsOf(db, adminId, idleHours);
  return rows.map(({ idHash, ...info }) => ({ ...info, current: idHash === current }));
}
