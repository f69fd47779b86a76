import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Connection, Database } from "./connection";
import { migrationsFolder } from "./pglite";
import { postgresOperations } from "./postgres-raw";
import { withStartupLock } from "./startup-lock";
import * as schema from "./schema";

export function openPostgres(url: string, options: { max?: number } = {}): Connection {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
    // After a database restart every pooled connection fails at once; postgres-js's default backoff then
    // grows to 20 s and queries wait that long to reconnect. One second at most recovers by itself.
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
  });
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database; // same API surface
  return {
    ...postgresOperations(client, url),
    db,
    kind: "postgres",
    driver: { kind: "postgres", client, url },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Applies db/migrations; concurrent runs (several instances deploying at once) take turns. */
export async function migratePostgres(url: string): Promise<void> {
  // Two connections: one holds the lock while the migrator works on the other.
  const client = postgres(url, { max: 2, onnotice: () => {} });
  try {
    await withStartupLock(client, () =>
      migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder }),
    );
  } finally {
    await client.end({ timeout: 5 });
  }
}
