import { afterAll, beforeAll, inject } from "vitest";
import { closeConnection, setConnection } from "@/db";
import { stopBoss } from "@/lib/jobs/boss";
import { openPgliteFromTemplate, openPostgresFromTemplate, testDriver } from "./test-database";

// Each test file gets its own freshly migrated database.
beforeAll(async () => {
  const connection =
    testDriver() === "postgres"
      ? await openPostgresFromTemplate(process.env.TEST_DATABASE_URL ?? "", inject("postgresTemplate"))
      : await openPgliteFromTemplate(inject("pgliteTemplate"));
  setConnection(connection);
});

afterAll(async () => {
  await stopBoss({ graceful: false, wait: true, timeout: 2_000 });
  await closeConnection();
});
