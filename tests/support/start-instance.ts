/**
 * One instance's start-up, as `next start` runs it, in a child process of
 * tests/integration/startup/concurrent-start.test.ts:
 * migrations, then instrumentation's register() (pg-boss installed, every queue created, workers
 * started), then the health route's report on stdout. Exits 0 only when healthy.
 */
import { closeConnection } from "@/db";
import { migratePostgres } from "@/db/postgres";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
await migratePostgres(url);
const { register } = await import("@/instrumentation");
await register();
const { getHealth } = await import("@/lib/health/queries");
const health = await getHealth();
process.stdout.write(`${JSON.stringify(health)}\n`);
const { stopBoss } = await import("@/lib/jobs/boss");
await stopBoss({ graceful: false, wait: true, timeout: 5_000 });
await closeConnection();
process.exit(health.status === "ok" ? 0 : 1);
