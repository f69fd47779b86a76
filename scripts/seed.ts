/**
 * `npm run db:seed -- --leads 1000000 [--workspace <id> | --email <user email>]`
 * Fills a workspace with generated leads of every platform through COPY. Without --workspace or
 * --email it creates a verified user and workspace and prints how to sign in.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { closeConnection, getDb } from "@/db";
import { memberships, users, workspaces } from "@/db/schema";
import { hashPassword } from "@/lib/auth/passwords";
import { seedLeads } from "@/lib/leads/seed";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "1000" },
    workspace: { type: "string" },
    email: { type: "string" },
  },
});
const count = Number(values.leads);
if (!Number.isInteger(count) || count < 1) {
  console.error("--leads must be a positive whole number");
  process.exit(2);
}

async function target(): Promise<{ workspaceId: string; userId: string | null }> {
  const db = await getDb();
  if (values.workspace) {
    const [workspace] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, values.workspace));
    if (!workspace) throw new Error(`no workspace ${values.workspace}`);
    return { workspaceId: workspace.id, userId: null };
  }
  if (values.email) {
    const [row] = await db
      .select({ userId: users.id, workspaceId: memberships.workspaceId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(users.email, values.email.trim().toLowerCase())))
      .orderBy(sql`${memberships.role} = 'owner' desc`)
      .limit(1);
    if (!row) throw new Error(`no user with a workspace for ${values.email}`);
    return row;
  }
  const tag = randomBytes(4).toString("hex");
  const email = `seed-${tag}@example.com`;
  const password = `seed-${randomBytes(6).toString("hex")}`;
  const [user] = await db
    .insert(users)
    .values({
      name: "Seed User",
      email,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      referralCode: tag.toUpperCase(),
    })
    .returning({ id: users.id });
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: "Seed workspace" })
    .returning({ id: workspaces.id });
  if (!user || !workspace) throw new Error("could not create the seed user");
  await db.insert(memberships).values({ userId: user.id, workspaceId: workspace.id, role: "owner" });
  console.log(`created ${email} (password ${password}) owning workspace ${workspace.id}`);
  return { workspaceId: workspace.id, userId: user.id };
}

const started = Date.now();
try {
  const { workspaceId, userId } = await target();
  const { counts } = await seedLeads({ workspaceId, userId, count, log: (line) => console.log(line) });
  console.log(
    `seeded ${count.toLocaleString("en-US")} leads into ${workspaceId} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    counts,
  );
} finally {
  await closeConnection();
}
