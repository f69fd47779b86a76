import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { leadDuplicateCandidates } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { lockWorkspaceLeads } from "../lock";
import { mergeLeadPairs } from "./merge";
import { duplicateMessages } from "./messages";
import { executorQuery } from "./run";

type Decision = { workspaceId: string; userId: string; candidateId: string };

/** Merge from the review screen: the older lead of the pair keeps the id, the newer one is merged into it. */
export async function mergeCandidate({ workspaceId, userId, candidateId }: Decision): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockWorkspaceLeads(executorQuery(tx), workspaceId);
    const [candidate] = await tx
      .select()
      .from(leadDuplicateCandidates)
      .where(
        and(
          eq(leadDuplicateCandidates.id, candidateId),
          eq(leadDuplicateCandidates.workspaceId, workspaceId),
        ),
      )
      .for("update");
    if (!candidate) throw new AppError("not_found", duplicateMessages.candidateNotFound);
    if (candidate.status !== "open") throw new AppError("conflict", duplicateMessages.alreadyDecided);
    const losers = await mergeLeadPairs(executorQuery(tx), {
      workspaceId,
      pairs: [{ winnerId: candidate.leadId, loserId: candidate.otherId, reason: candidate.reason }],
      origin: "review",
      userId,
    });
    // One of the two was deleted or merged elsewhere since the pair was found.
    if (!losers.length) throw new AppError("conflict", duplicateMessages.alreadyDecided);
    await tx
      .update(leadDuplicateCandidates)
      .set({ decidedByUserId: userId })
      .where(eq(leadDuplicateCandidates.id, candidateId));
  });
}

/** Keep both: the pair is closed and never offered again. */
export async function keepBoth({ workspaceId, userId, candidateId }: Decision): Promise<void> {
  const db = await getDb();
  const [kept] = await db
    .update(leadDuplicateCandidates)
    .set({ status: "kept", decidedAt: new Date(), decidedByUserId: userId })
    .where(
      and(
        eq(leadDuplicateCandidates.id, candidateId),
        eq(leadDuplicateCandidates.workspaceId, workspaceId),
        eq(leadDuplicateCandidates.status, "open"),
      ),
    )
    .returning({ id: leadDuplicateCandidates.id });
  if (kept) return;
  const [exists] = await db
    .select({ id: leadDuplicateCandidates.id })
    .from(leadDuplicateCandidates)
    .where(
      and(eq(leadDuplicateCandidates.id, candidateId), eq(leadDuplicateCandidates.workspaceId, workspaceId)),
    );
  throw exists
    ? new AppError("conflict", duplicateMessages.alreadyDecided)
    : new AppError("not_found", duplicateMessages.candidateNotFound);
}
