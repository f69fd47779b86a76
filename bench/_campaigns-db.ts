/** Campaign benchmarks' database: a throw-away PostgreSQL database with one workspace and a list of recipients. */
import { sql } from "drizzle-orm";
import { closeConnection, getDb, setConnection } from "@/db";
import { openPostgres } from "@/db/postgres";
import { leadLists, type Campaign } from "@/db/schema";
import { createCampaign } from "@/lib/campaigns/lifecycle";
import { createCampaignSchema } from "@/lib/campaigns/validations";
import { AUTH_SECRET, createDatabase } from "../scripts/load-server";
import { createTenant, type BenchTenant } from "./_leads-db";

// Campaign emails carry signed unsubscribe links; a bench run signs them with a throw-away secret.
process.env.AUTH_SECRET ||= AUTH_SECRET;

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates and migrates a database, installs it as the process's connection, runs `work`, drops it. */
export async function withCampaignDatabase<T>(
  prefix: string,
  work: (db: { url: string; tenant: BenchTenant }) => Promise<T>,
): Promise<T> {
  const database = await createDatabase(adminUrl, prefix);
  try {
    const connection = openPostgres(database.url, { max: 10 });
    setConnection(connection);
    const tenant = await createTenant(connection);
    return await work({ url: database.url, tenant });
  } finally {
    await closeConnection();
    await database.drop();
  }
}

/** A list of `count` CRM leads with distinct addresses, inserted in one statement. */
export async function seedRecipients(tenant: BenchTenant, count: number): Promise<string> {
  const db = await getDb();
  const [list] = await db
    .insert(leadLists)
    .values({
      workspaceId: tenant.workspaceId,
      name: "Bench list",
      kind: "import",
      platform: "crm",
      leadsCount: count,
    })
    .returning({ id: leadLists.id });
  await db.execute(sql`
    insert into leads (workspace_id, list_id, platform, name, email, company, email_status)
    select ${tenant.workspaceId}, ${list!.id}, 'crm', 'Person ' || g || ' Bench', 'r' || g || '@bench.example.org',
      'Company ' || g, case when g % 10 = 0 then 'risky' else 'valid' end
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`analyze leads`);
  return list!.id;
}

/** A campaign of the list sending now with no delay and a limit that lets every recipient through. */
export async function benchCampaign(tenant: BenchTenant, listId: string): Promise<Campaign> {
  const input = createCampaignSchema.parse({
    name: "Bench",
    listId,
    subject: "Hello {{firstName|there}}",
    body: "Hi {{firstName|there}},\n\nA short note for {{company}} about what we do.\n\nBest regards",
    delayMinutes: 0,
    dailyLimit: 10_000,
  });
  return createCampaign({ workspaceId: tenant.workspaceId, userId: tenant.userId, input });
}
