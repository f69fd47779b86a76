import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { integrationConnections, integrationLinkAttempts, notifications } from "@/db/schema";
import { parseEnv, type Env } from "@/lib/env";
import { startFakeUnipile, type FakeUnipile } from "@/tests/fakes/unipile";

export const WEBHOOK_SECRET = "unipile-webhook-secret-0123456789";
const cache = globalThis as unknown as { __crmEnv?: Env };

/** The fake Unipile, with lib/env's configuration pointing at it (restored by the returned stop). */
export async function useFakeUnipile(): Promise<{ fake: FakeUnipile; stop: () => Promise<void> }> {
  const fake = await startFakeUnipile();
  const saved = cache.__crmEnv;
  cache.__crmEnv = parseEnv({
    ...process.env,
    UNIPILE_DSN: fake.baseUrl,
    UNIPILE_API_KEY: fake.apiKey,
    UNIPILE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  return {
    fake,
    stop: async () => {
      cache.__crmEnv = saved;
      await fake.close();
    },
  };
}

/** Runs fn with Unipile unconfigured. */
export async function withoutUnipile<T>(fn: () => Promise<T>): Promise<T> {
  const saved = cache.__crmEnv;
  const source = { ...process.env };
  delete source.UNIPILE_DSN;
  delete source.UNIPILE_API_KEY;
  cache.__crmEnv = parseEnv(source);
  try {
    return await fn();
  } finally {
    cache.__crmEnv = saved;
  }
}

export async function connectionsOf(workspaceId: string) {
  const db = await getDb();
  return db.select().from(integrationConnections).where(eq(integrationConnections.workspaceId, workspaceId));
}

export async function attemptsOf(workspaceId: string) {
  const db = await getDb();
  return db
    .select()
    .from(integrationLinkAttempts)
    .where(eq(integrationLinkAttempts.workspaceId, workspaceId));
}

export async function notificationsOf(workspaceId: string) {
  const db = await getDb();
  return db.select().from(notifications).where(eq(notifications.workspaceId, workspaceId));
}

/** The signed token the last hosted-auth link request carried as `name`. */
export function lastLinkToken(fake: FakeUnipile): {
  token: string;
  hostedToken: string;
  body: Record<string, unknown>;
} {
  const link = [...fake.links.values()].at(-1);
  if (!link) throw new Error("no hosted link was requested");
  return { token: String(link.body.name), hostedToken: link.token, body: link.body };
}
