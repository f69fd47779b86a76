/**
 * A campaign worker in its own process, for kill.test.ts's kill -9 runs (started by `spawnScript`;
 * DATABASE_URL names a PostgreSQL database, RESEND_API_KEY and RESEND_BASE_URL the parent's fake Resend):
 * - `seed <recipients> <dailyLimit>`: migrates, creates a workspace, a list of that many leads and a
 *   campaign sending now with no delay; prints `{"campaignId": ...}`.
 * - `dispatch <campaignId> <leaseSeconds>`: does what the campaign-dispatch job does, in a loop, until
 *   the campaign is done (or waits past a minute, for tomorrow's limit); a batch left by a killed
 *   predecessor is taken over once its lease (short here) has expired.
 */
import { sql } from "drizzle-orm";
import { closeConnection, getDb } from "@/db";
import { migratePostgres } from "@/db/postgres";
import { leadLists } from "@/db/schema";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { createCampaign } from "@/lib/campaigns/lifecycle";
import { createCampaignSchema } from "@/lib/campaigns/validations";
import { seedOwner } from "@/tests/support/seed-owner";

const [mode, first, second] = process.argv.slice(2);

async function seed(recipients: number, dailyLimit: number) {
  await migratePostgres(process.env.DATABASE_URL!);
  const db = await getDb();
  const owner = await seedOwner("Crash Test");
  const [list] = await db
    .insert(leadLists)
    .values({
      workspaceId: owner.workspaceId,
      name: "Crash list",
      kind: "import",
      platform: "crm",
      leadsCount: recipients,
    })
    .returning({ id: leadLists.id });
  await db.execute(sql`
    insert into leads (workspace_id, list_id, platform, name, email, company)
    select ${owner.workspaceId}, ${list!.id}, 'crm', 'Person ' || g, 'r' || g || '@crash.example.org', 'Co ' || g
    from generate_series(1, ${recipients}) as g`);
  const input = createCampaignSchema.parse({
    name: "Crash",
    listId: list!.id,
    subject: "Hello {{firstName|there}}",
    body: "Hi {{firstName|there}} at {{company}}",
    delayMinutes: 0,
    dailyLimit,
  });
  const campaign = await createCampaign({ workspaceId: owner.workspaceId, userId: owner.userId, input });
  process.stdout.write(`${JSON.stringify({ campaignId: campaign.id })}\n`);
}

async function dispatch(campaignId: string, leaseSeconds: number) {
  for (;;) {
    const report = await dispatchCampaign(campaignId, { leaseSeconds, budgetMs: 10_000 });
    if (report.done) break;
    const wait = (report.wakeAt?.getTime() ?? Date.now()) - Date.now();
    if (wait > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(wait, leaseSeconds * 1000))));
  }
  process.stdout.write("done\n");
}

if (mode === "seed") await seed(Number(first), Number(second));
else if (mode === "dispatch") await dispatch(first!, Number(second));
else throw new Error(`unknown mode ${mode}`);
await closeConnection();
process.exit(0);
