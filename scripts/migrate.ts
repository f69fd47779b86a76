/** Applies db/migrations to DATABASE_URL (Postgres). PGlite migrates itself on start. */
import { migratePostgres } from "@/db/postgres";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set: the embedded database migrates itself when the app starts.");
  process.exit(1);
}
const started = Date.now();
await migratePostgres(url);
console.log(`migrations applied in ${Date.now() - started} ms`);
