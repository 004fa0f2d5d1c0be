/**
 * Baseline: GET /api/v1/tables' work written by hand on Koa + pg, on the product's own schema — the
 * SHA-256 of the bearer key, the unique-index lookup of an unrevoked key, the workspace's tables with
 * their stored lead count, JSON out. What a careful hand-written server would do, and nothing more.
 */
import { createHash } from 'node:crypto';
import Koa from 'koa';
import pg from 'pg';
import { presentTable } from '../../src/domain/tables.service.js';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = new Koa();
app.use(async (ctx) => {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'));
  if (!match) {
    ctx.status = 401;
    ctx.body = { error: 'An API key is required' };
    return;
  }
  const hash = createHash('sha256').update(match[1]).digest('hex');
  const key = await pool.query<{ workspace_id: number }>('select workspace_id from api_key where hash = $1 and revoked_at is null', [hash]);
  if (!key.rowCount) {
    ctx.status = 401;
    ctx.body = { error: 'The API key is not valid' };
    return;
  }
  const { rows } = await pool.query(
    'select id, name, standard_fields, custom_fields, lead_count, created_at, updated_at from lead_table where workspace_id = $1 and archived_at is null order by id',
    [key.rows[0].workspace_id],
  );
  // The same view the product answers with (field catalogue merged with the table's settings).
  ctx.body = {
    tables: rows.map((t) =>
      presentTable({
        id: t.id,
        name: t.name,
        standardFields: t.standard_fields,
        customFields: t.custom_fields,
        leadCount: t.lead_count,
        createdAt: t.created_at,
        updatedAt: t.updated_at,
      }),
    ),
  };
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
