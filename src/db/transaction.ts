import type pg from 'pg';

/** What a repository queries through: the pool itself, or the connection of a transaction. */
export type Sql = Pick<pg.PoolClient, 'query'>;

/**
 * Runs `work` in one transaction on one pooled connection: committed when it resolves, rolled back
 * (all of it) when it throws.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (tx: Sql) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
