import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { creditPackPurchases } from "@/db/schema";

export async function findPurchaseByPaymentIntent({ paymentIntentId }: { paymentIntentId: string }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(creditPackPurchases)
    .where(eq(creditPackPurchases.paymentIntentId, paymentIntentId));
  return row;
}

/** A workspace's pack purchases, newest first. */
export async function listPackPurchases({ workspaceId, limit }: { workspaceId: string; limit: number }) {
  const db = await getDb();
  return db
    .select()
    .from(creditPackPurchases)
    .where(eq(creditPackPurchases.workspaceId, workspaceId))
    .orderBy(desc(creditPackPurchases.createdAt))
    .limit(limit);
}
