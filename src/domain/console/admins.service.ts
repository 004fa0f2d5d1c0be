import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { MAX_ADMIN_NAME_LENGTH } from '../../db/entities/console.entity.js';
import {
  addMember,
  adminByEmail,
  deleteMember,
  endSessionsOf,
  insertAdmin,
  insertInvite,
  inviteByTokenHash,
  isWorkspaceMember,
  lockWorkspace,
  markInviteUsed,
  membersOfWorkspace,
  workspacesOfAdmin,
  type InviteRow,
} from '../../db/repositories/console.repository.js';
import { inTransaction, type Sql } from '../../db/transaction.js';
import { HttpError, badRequest, notFound } from '../../lib/errors.js';
import { parseAddress } from '../../verification/address.js';
import { recordAudit, type Actor } from './audit.service.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { clearFailures, countAttempt, throttleKeys } from './sign-in-throttle.js';

/**
 * Workspace admins: invited by link (the first one through the CLI, the others by an admin), members of
 * one or more workspaces, removed by another admin — never the last one. An invite is single use and
 * valid for 7 days; its token is shown once and stored only as a hash.
 */

const INVITE_DAYS = 7;

export interface InviteLink {
  /** `${publicUrl}/settings/invite/${token}`. */
  url: string;
  expiresAt: Date;
}

export interface InviteView {
  workspaceId: number;
  workspaceName: string;
  email: string;
  expiresAt: Date;
  /** The email already has an account: accepting asks for its password instead of a new name and password. */
  accountExists: boolean;
}

export interface Member {
  adminId: number;
  name: string;
  email: string;
  joinedAt: Date;
}

export interface WorkspaceRef {
  id: number;
  name: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address in the form mail systems compare (lower-cased), or 400. */
function inviteeEmail(email: string): string {
  const parsed = parseAddress(email);
  if (!parsed) throw badRequest(`"${email.trim()}" is not an email address; give the address the new admin signs in with, such as ana@example.com`);
  return parsed.email;
}

/** A new single-use link making its holder an admin of the workspace (409 when that email already is one); audited as member.invited. */
export async function createInvite(db: pg.Pool, opts: { workspaceId: number; email: string; actor: Actor; clientIp: string | null; publicUrl: string }): Promise<InviteLink> {
  const email = inviteeEmail(opts.email);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = await inTransaction(db, async (tx) => {
    if (!(await lockWorkspace(tx, opts.workspaceId))) throw notFound(`Workspace ${opts.workspaceId} does not exist`);
    const account = await adminByEmail(tx, email);
    if (account && (await isWorkspaceMember(tx, account.id, opts.workspaceId))) throw new HttpError(409, `${email} is already an admin of this workspace`);
    const expires = await insertInvite(tx, {
      tokenHash: hashToken(token),
      workspaceId: opts.workspaceId,
      email,
      createdByKind: opts.actor === 'cli' ? 'cli' : 'admin',
      createdByAdminId: opts.actor === 'cli' ? null : opts.actor.adminId,
      validDays: INVITE_DAYS,
    });
    await recordAudit(tx, opts.workspaceId, 'member.invited', opts.actor, opts.clientIp, { email, expiresAt: expires.toISOString() });
    return expires;
  });
  return { url: `${opts.publicUrl}/settings/invite/${token}`, expiresAt };
}

/** The invite, if it can still be accepted: 404 unknown, 410 used or expired. */
async function usableInvite(db: Sql, token: string, lock: boolean): Promise<InviteRow> {
  const invite = await inviteByTokenHash(db, hashToken(token), lock);
  if (!invite) throw notFound('This invite link is not valid: check that it was copied whole, or ask an admin of the workspace for a new one');
  if (invite.usedAt) throw new HttpError(410, 'This invite link was already used; sign in at /settings/sign-in, or ask an admin of the workspace for a new link');
  if (invite.expired) throw new HttpError(410, `This invite link expired on ${invite.expiresAt.toISOString()}; ask an admin of the workspace for a new one`);
  return invite;
}

export async function inviteOf(db: Sql, token: string): Promise<InviteView> {
  const invite = await usableInvite(db, token, false);
  return { workspaceId: invite.workspaceId, workspaceName: invite.workspaceName, email: invite.email, expiresAt: invite.expiresAt, accountExists: invite.accountId !== null };
}

/** The new account's name, trimmed, or 400. */
function accountName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_ADMIN_NAME_LENGTH) throw badRequest(`Give your name, 1 to ${MAX_ADMIN_NAME_LENGTH} characters; it is shown to the other admins`);
  return trimmed;
}

/** The admin the invite is for: the existing account (its password proves it is theirs), or a new one. */
/** Counts password guesses at an invite of an existing account as sign-in failures: an unused link must not allow unlimited guessing. */
export interface GuessThrottle {
  redis: Redis;
  prefix: string;
}

async function inviteeAccount(tx: Sql, invite: InviteRow, form: { name: string; password: string }, clientIp: string | null, throttle: GuessThrottle): Promise<number> {
  const existing = await adminByEmail(tx, invite.email);
  if (existing) {
    const keys = throttleKeys(throttle.prefix, invite.email, clientIp);
    await countAttempt(throttle.redis, keys);
    if (!(await verifyPassword(form.password, existing.passwordHash))) {
      throw new HttpError(401, `That is not the password of the account ${invite.email}; enter the password you sign in with`);
    }
    await clearFailures(throttle.redis, keys);
    return existing.id;
  }
  const name = accountName(form.name);
  const problem = passwordProblem(form.password, [invite.email, name]);
  if (problem) throw badRequest(problem);
  return insertAdmin(tx, { email: invite.email, name, passwordHash: await hashPassword(form.password) });
}

/**
 * Accepts the invite: a new account (name and password), or — when the email has one — that account,
 * proven by its password (`name` is ignored). Adds the membership, uses up the invite, audits member.joined.
 */
export async function acceptInvite(
  db: pg.Pool,
  token: string,
  form: { name: string; password: string },
  clientIp: string | null,
  throttle: GuessThrottle,
): Promise<{ adminId: number }> {
  return inTransaction(db, async (tx) => {
    // Locked: two tabs accepting the same link at once cannot both use it.
    const invite = await usableInvite(tx, token, true);
    const adminId = await inviteeAccount(tx, invite, form, clientIp, throttle);
    await markInviteUsed(tx, invite.id);
    if (await addMember(tx, invite.workspaceId, adminId)) {
      await recordAudit(tx, invite.workspaceId, 'member.joined', { adminId }, clientIp, { adminId, email: invite.email });
    }
    return { adminId };
  });
}

export function membersOf(db: Sql, workspaceId: number): Promise<Member[]> {
  return membersOfWorkspace(db, workspaceId);
}

/**
 * Removes the admin from the workspace: 404 when they are not a member, 409 when they are its last admin
 * (a workspace must keep someone who can manage it). Their access to it ends at once (every page checks
 * membership); an admin left with no workspace is also signed out everywhere.
 */
export async function removeMember(db: pg.Pool, workspaceId: number, adminId: number, actor: Actor, clientIp: string | null): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Locked: two admins removing each other at once cannot leave the workspace with none.
    if (!(await lockWorkspace(tx, workspaceId))) throw notFound(`Workspace ${workspaceId} does not exist`);
    const members = await membersOfWorkspace(tx, workspaceId);
    const member = members.find((m) => m.adminId === adminId);
    if (!member) throw notFound(`Admin ${adminId} is not a member of this workspace`);
    if (members.length === 1) throw new HttpError(409, `${member.email} is the last admin of this workspace and cannot be removed; invite another admin first`);
    await deleteMember(tx, workspaceId, adminId);
    if ((await workspacesOfAdmin(tx, adminId)).length === 0) await endSessionsOf(tx, adminId, null);
    await recordAudit(tx, workspaceId, 'member.removed', actor, clientIp, { adminId, name: member.name, email: member.email });
  });
}

export function workspacesOf(db: Sql, adminId: number): Promise<WorkspaceRef[]> {
  return workspacesOfAdmin(db, adminId);
}

export function isMember(db: Sql, adminId: number, workspaceId: number): Promise<boolean> {
  return isWorkspaceMember(db, adminId, workspaceId);
}
