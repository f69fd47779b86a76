import type { Sql } from "postgres";

/**
 * One PostgreSQL session-level advisory lock for everything a process does to the schema while it
 * starts: migrations and pg-boss's installation and queue creation. Two instances starting together
 * on a new database otherwise run the same DDL at once and one of them dies of "deadlock detected".
 * A holder that crashes loses its session, and with it the lock.
 */
const STARTUP_LOCK = "hashtext('crm-pro:startup')::bigint";

export async function withStartupLock<T>(client: Sql, work: () => Promise<T>): Promise<T> {
  const session = await client.reserve();
  try {
    await session.unsafe(`select pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      return await work();
    } finally {
      await session.unsafe(`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  } finally {
    session.release();
  }
}
