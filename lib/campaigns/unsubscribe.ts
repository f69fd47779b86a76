import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { recordDeliveryEvent, type DeliveryRef } from "./record-event";
import { rowsOf } from "./rows";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

/**
 * The delivery a signed unsubscribe token names, with who sent it (the business profile's name, else the
 * workspace's) and whether its address already gets nothing more from that workspace (`unsubscribed`: the
 * suppression list has it), or undefined for a forged token or a deleted delivery.
 */
export async function deliveryForToken(
  token: string,
): Promise<(DeliveryRef & { address: string; sender: string; unsubscribed: boolean }) | undefined> {
  const deliveryId = verifyUnsubscribeToken(token);
  if (!deliveryId) return undefined;
  const db = await getDb();
  const [row] = rowsOf<{
    id: string;
    workspace_id: string;
    campaign_id: string;
    address: string | null;
    sender: string;
    unsubscribed: boolean;
  }>(
    await db.execute(sql`
      select d.id, d.workspace_id, d.campaign_id, d.address,
             coalesce(nullif(trim(p.name), ''), w.name) as sender,
             exists (select 1 from suppressions s
                     where s.workspace_id = d.workspace_id and s.address = lower(d.address)) as unsubscribed
      from campaign_deliveries d
      join workspaces w on w.id = d.workspace_id
      left join business_profiles p on p.workspace_id = d.workspace_id
      where d.id = ${deliveryId}`),
  );
  if (!row?.address) return undefined;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    campaignId: row.campaign_id,
    address: row.address,
    sender: row.sender,
    unsubscribed: row.unsubscribed,
  };
}

/**
 * Unsubscribes the recipient a signed token names from every later campaign of that workspace (the
 * suppression list) and counts it once on the campaign. Idempotent: a second click changes nothing.
 */
export async function unsubscribeByToken(token: string): Promise<{ address: string } | undefined> {
  const delivery = await deliveryForToken(token);
  if (!delivery) return undefined;
  const db = await getDb();
  await db.transaction((tx) =>
    recordDeliveryEvent(tx, delivery, {
      kind: "unsubscribed",
      occurredAt: new Date(),
      suppress: "unsubscribed",
    }),
  );
  return { address: delivery.address };
}
