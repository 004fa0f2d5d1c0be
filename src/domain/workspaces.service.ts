import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceSchema, type Workspace } from '../db/entities/workspace.entity.js';
import { issueKey, type IssuedKey } from './api-keys.service.js';

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

/** For the local quick start: the first start on an empty database gets a `Demo` workspace. */
export async function createDemoWorkspaceIfEmpty(em: EntityManager): Promise<NewWorkspace | null> {
  if ((await em.count(WorkspaceSchema, {})) > 0) return null;
  return createWorkspace(em, 'Demo');
}
