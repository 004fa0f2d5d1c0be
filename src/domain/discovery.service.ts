import type pg from 'pg';
import type { Config } from '../config.js';
import type { DiscoveryPayload } from '../discovery/discover.js';
import { placesDefinition, placesNotConfigured } from '../discovery/places/registry.js';
import { interpretPrompt, promptProblem } from '../discovery/prompt-parser.js';
import { badRequest, HttpError, tableNotFound } from '../lib/errors.js';
import { MAX_TABLE_NAME_LENGTH } from '../lib/lead-fields.js';
import { runMeteredJob, type JobDeps, type MeteredOutcome } from './metered-job.service.js';

/** A validated POST /api/v1/local-leads body (or the MCP tool's arguments). */
export interface DiscoveryRequest {
  prompt: string;
  mode?: 'search';
  tableId?: number;
  newTableName?: string;
  /** Where to POST the job view once the job settles (src/webhooks). */
  callbackUrl?: string;
}

/**
 * Runs a discovery request as a metered job. The prompt is interpreted here (400 with what is missing),
 * the directory must be configured (503), the destination checked (import mode: exactly one of
 * tableId — the workspace's, else 404 — and newTableName). Credits: DISCOVERY_CREDITS_PER_PLACE for each
 * place asked for, reserved before the directory is called; places not delivered are refunded.
 */
export async function requestDiscovery(
  deps: JobDeps & { pool: pg.Pool; config: Pick<Config, 'discovery' | 'research'> },
  workspaceId: number,
  body: DiscoveryRequest,
): Promise<MeteredOutcome> {
  const query = interpretPrompt(body.prompt);
  const problem = promptProblem(query);
  if (problem) throw badRequest(problem);
  const search = body.mode === 'search';
  if (search && (body.tableId !== undefined || body.newTableName !== undefined)) throw badRequest('mode "search" changes no table: leave out tableId and newTableName');
  if (!search) {
    if ((body.tableId === undefined) === (body.newTableName === undefined)) {
      throw badRequest('To import, give either tableId (an existing table) or newTableName (a table to create), not both; or set mode to "search" to preview');
    }
    const name = body.newTableName?.trim();
    if (body.newTableName !== undefined && (!name || name.length > MAX_TABLE_NAME_LENGTH)) throw badRequest(`newTableName must be 1 to ${MAX_TABLE_NAME_LENGTH} characters`);
    if (body.tableId !== undefined) {
      const { rowCount } = await deps.pool.query('select 1 from lead_table where id = $1 and workspace_id = $2', [body.tableId, workspaceId]);
      if (!rowCount) throw tableNotFound(body.tableId);
    }
  }
  // The settings are checked, not a client built: the worker's client is the one that asks the directory.
  const notConfigured = placesNotConfigured(deps.config.discovery);
  if (notConfigured) throw new HttpError(503, notConfigured);
  // Said up front, and only here, so a rating asked of a directory without ratings is never silently dropped.
  const directory = placesDefinition(deps.config.discovery);
  if (!directory.capabilities.ratings) {
    const setting = `PLACES_PROVIDER=${directory.name}`;
    query.warnings.push(
      query.minRating === null
        ? `Ratings are unavailable from ${directory.title} (${setting}): every place comes without one`
        : `Ratings are unavailable from ${directory.title} (${setting}): the rating constraint (${query.ratingStrict ? 'above' : 'at least'} ${query.minRating}) cannot be applied`,
    );
  }
  const payload: DiscoveryPayload = {
    workspaceId,
    prompt: body.prompt,
    query: { ...query, businessType: query.businessType!, place: query.place! },
    mode: search ? 'search' : 'import',
    ...(body.tableId !== undefined && { tableId: body.tableId }),
    ...(body.newTableName !== undefined && { newTableName: body.newTableName.trim() }),
  };
  const outcome = await runMeteredJob(deps, { workspaceId, queue: 'discovery', payload, cost: query.count * deps.config.discovery.creditsPerPlace, callbackUrl: body.callbackUrl });
  return { ...outcome, status: outcome.status === 200 && !search ? 201 : outcome.status };
}
