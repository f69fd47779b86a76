import "server-only";
import { eq } from "drizzle-orm";
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
