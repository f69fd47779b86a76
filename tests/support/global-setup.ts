import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { createPgliteTemplate, createPostgresTemplate, dropPostgresDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DRIVER === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the integration-pg project");
    const template = await createPostgresTemplate(url);
    project.provide("postgresTemplate", template);
    return async () => dropPostgresDatabase(url, template);
  }
  const file = path.join(os.tmpdir(), `crm-pglite-template-${process.pid}.tar`);
  await createPgliteTemplate(file);
  project.provide("pgliteTemplate", file);
  return async () => fs.rmSync(file, { force: true });
}
