/**
 * An import in its own process, for import-kill.test.ts's kill -9 runs (started by `spawnScript`;
 * DATABASE_URL names a PostgreSQL database):
 * - `seed`: migrates, creates a user and their workspace; prints `{"workspaceId": ..., "userId": ...}`.
 * - `import <workspaceId> <userId> <csvPath>`: uploads the CSV as the Upload Leads route does; prints the
 *   report's counts as JSON.
 */
import fs from "node:fs";
import { closeConnection } from "@/db";
import { migratePostgres } from "@/db/postgres";
import { importLeadsCsv } from "@/lib/import/import-leads";
import { maxImportRows } from "@/lib/leads/constants";
import { seedOwner } from "@/tests/support/seed-owner";

const [mode, workspaceId, userId, csvPath] = process.argv.slice(2);

async function seed() {
  await migratePostgres(process.env.DATABASE_URL!);
  process.stdout.write(`${JSON.stringify(await seedOwner("Kill Test"))}\n`);
}

async function upload() {
  const report = await importLeadsCsv({
    workspaceId: workspaceId!,
    userId: userId!,
    maxRows: maxImportRows,
    fileName: "contacts.csv",
    body: fs.createReadStream(csvPath!),
  });
  process.stdout.write(
    `${JSON.stringify({ imported: report.imported, duplicateCount: report.duplicateCount })}\n`,
  );
}

if (mode === "seed") await seed();
else if (mode === "import") await upload();
else throw new Error(`unknown mode ${mode}`);
await closeConnection();
process.exit(0);
