import { notFound } from '../../lib/errors.js';

/** A workspace's pages, in the order of its navigation. */
export const SECTIONS = { keys: 'API keys', usage: 'Usage', webhooks: 'Webhooks', members: 'Members', audit: 'Audit log' } as const;
export type Section = keyof typeof SECTIONS;

export const isSection = (name: unknown): name is Section => typeof name === 'string' && Object.hasOwn(SECTIONS, name);

export const workspacePath = (workspaceId: number, section: Section) => `/settings/w/${workspaceId}/${section}`;

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** A row id from the path (a workspace, key or member); anything else is a page that does not exist. */
export function idParam(value: string | undefined, missing: string): number {
  const id = value && ID.test(value) ? Number(value) : 0;
  if (!id || id > MAX_ID) throw notFound(missing);
  return id;
}
