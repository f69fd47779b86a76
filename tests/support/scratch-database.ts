import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { startThrowawayCluster, type Cluster } from "@/scripts/fault-cluster";

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * A PostgreSQL database of its own, for a test whose code runs in other processes (PGlite cannot be
 * shared): on CI's server when the suite has one (`TEST_DATABASE_URL`), otherwise on a throw-away cluster.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  let cluster: Cluster | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startThrowawayCluster()).url;
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
      await cluster?.stop();
    },
  };
}
