import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { leadFoundRecords } from "@/db/schema";
import type { FoundRecord } from "./types";

/** What sources found for one of the workspace's leads after it existed (Find contacts), oldest first. */
export async function getFoundRecords({
  workspaceId,
  leadId,
}: {
  workspaceId: string;
  leadId: number;
}): Promise<FoundRecord[]> {
  const db = await getDb();
  return db
    .select({
      platform: leadFoundRecords.platform,
      record: leadFoundRecords.record,
      foundAt: leadFoundRecords.createdAt,
    })
    .from(leadFoundRecords)
    .where(and(eq(leadFoundRecords.workspaceId, workspaceId), eq(leadFoundRecords.leadId, leadId)))
    .orderBy(asc(leadFoundRecords.createdAt), asc(leadFoundRecords.id));
}
