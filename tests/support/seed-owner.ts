import { randomBytes } from "node:crypto";
import { getDb } from "@/db";
import { memberships, users, workspaces } from "@/db/schema";

/** A user who owns a new workspace, for a test's child process to work in. */
export async function seedOwner(name: string): Promise<{ userId: string; workspaceId: string }> {
  const db = await getDb();
  const tag = randomBytes(4).toString("hex");
  const [user] = await db
    .insert(users)
    .values({ name, email: `owner-${tag}@example.com`, passwordHash: "x", referralCode: tag.toUpperCase() })
    .returning({ id: users.id });
  const [workspace] = await db.insert(workspaces).values({ name }).returning({ id: workspaces.id });
  await db.insert(memberships).values({ userId: user!.id, workspaceId: workspace!.id, role: "owner" });
  return { userId: user!.id, workspaceId: workspace!.id };
}
