/** A standalone job worker: `npm run worker`, any number of them, against Postgres. */
import { closeConnection } from "@/db";
import { env } from "@/lib/env";
import { stopBoss } from "@/lib/jobs/boss";
import { startWorkers } from "@/lib/jobs/worker";

if (!env().DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL: with the embedded database the app server runs the jobs itself.",
  );
  process.exit(1);
}

await startWorkers();
console.log("worker running; Ctrl+C stops it after the jobs in hand finish");

async function shutdown() {
  await stopBoss();
  await closeConnection();
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
