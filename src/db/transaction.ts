import type pg from 'pg';

/** What a repository queries through: the pool itself, or the connection of a transaction. */
export type Sql = Pick<pg.PoolClient, 'query'>;

const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `work` in one transaction on one pooled connection: committed when it resolves, rolled back
 * (all of it) when it throws. With `attempts` > 1 a transaction PostgreSQL aborted as a deadlock
 * victim is run again from the start: the deadlock undid everything it had done.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (tx: Sql) => Promise<T>, { attempts = 1 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(pool, work);
    } catch (err) {
      if ((err as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= attempts) throw err;
    }
  }
}

async function once<T>(pool: pg.Pool, work: (tx: Sql) => Promise<T>): Promise<T> {
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
