import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { WorkspaceSchema, type Workspace } from '../db/entities/workspace.entity.js';
import { issueKey, type IssuedKey } from './api-keys.service.js';
import { createInvite, type InviteLink } from './console/admins.service.js';

export interface NewWorkspace extends IssuedKey {
  workspace: Workspace;
}

/** Creates a workspace together with its first API key, in one transaction. */
export function createWorkspace(em: EntityManager, name: string, monthlyCredits: number | null = null): Promise<NewWorkspace> {
  return em.transactional(async (tx) => {
    const workspace = tx.create(WorkspaceSchema, { name, monthlyCredits, createdAt: new Date() });
    await tx.flush();
    return { workspace, ...(await issueKey(tx, workspace.id)) };
  });
}

export async function setMonthlyCredits(em: EntityManager, workspaceId: number, monthlyCredits: number): Promise<Workspace | null> {
  const workspace = await em.findOne(WorkspaceSchema, { id: workspaceId });
  if (!workspace) return null;
  workspace.monthlyCredits = monthlyCredits;
  await em.flush();
  return workspace;
}

export const workspaceExists = async (em: EntityManager, workspaceId: number) => (await em.count(WorkspaceSchema, { id: workspaceId })) > 0;

export interface DemoWorkspace extends NewWorkspace {
  /** The link that sets up the workspace's first admin in the settings console. */
  invite: InviteLink;
}

/** The address the Demo workspace's first invite is made out to; the invite page lets whoever opens it choose a password. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * For the local quick start: the first start on an empty database gets a `Demo` workspace, with an API
 * key and an invite link for its first admin.
 */
export async function createDemoWorkspaceIfEmpty(em: EntityManager, db: pg.Pool, publicUrl: string): Promise<DemoWorkspace | null> {
  if ((await em.count(WorkspaceSchema, {})) > 0) return null;
  const demo = await createWorkspace(em, 'Demo');
  const invite = await createInvite(db, { workspaceId: demo.workspace.id, email: DEMO_ADMIN_EMAIL, actor: 'cli', clientIp: null, publicUrl });
  return { ...demo, invite };
}
