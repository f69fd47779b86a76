import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/db";
import { type ScrapeRun, scrapeRuns } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { reserveScrapeCredits } from "@/lib/credits/scrape-credits";
import { dispatchRuns } from "../dispatch";
import { estimateCredits, getPlatform } from "../platforms";
import { siteRefusal, webRunInput } from "../providers/web";
import { limitScrapeStarts } from "../start-limit";
import { findContactsSubject } from "./messages";
import { findContactsTargets } from "./targets";
import type { FindContactsInput } from "./validations";

export type FindContactsStart = {
  /** Null when no chosen lead could be searched: nothing was started or charged. */
  run: ScrapeRun | null;
  sites: number;
  skipped: number;
  overCap: number;
};

/**
 * Find contacts: one web scrape run over the websites of the chosen leads that have one and no email,
 * each site's findings added to its own lead (lib/scraping/find-contacts/fill-leads.ts). The run
 * reserves one site's credits per site like any website scrape and settles to the leads that gained
 * contacts. A lead whose website the URL guard refuses is skipped with the others.
 */
export async function startFindContacts({
  workspaceId,
  userId,
  input,
}: {
  workspaceId: string;
  userId: string;
  input: FindContactsInput;
}): Promise<FindContactsStart> {
  const platform = getPlatform("web");
  if (!platform) throw new Error("the web platform is missing from the registry");
  await limitScrapeStarts({ workspaceId });
  const db = await getDb();
  const runId = randomUUID();
  const started = await db.transaction(async (tx) => {
    const chosen = await findContactsTargets(tx, { workspaceId, input });
    const targets = chosen.targets.filter((t) => siteRefusal(t.url) === null);
    const result = {
      sites: targets.length,
      skipped: chosen.skipped + chosen.targets.length - targets.length,
    };
    if (!targets.length) return { ...result, overCap: chosen.overCap, run: null };
    const runInput = webRunInput.parse({
      urls: targets.map((t) => t.url),
      leadIds: targets.map((t) => t.leadId),
    });
    const { credits } = estimateCredits(platform, targets.length);
    await reserveScrapeCredits(tx, {
      workspaceId,
      runId,
      amount: credits,
      description: `${findContactsSubject}: ${targets.length} site${targets.length === 1 ? "" : "s"} reserved`,
    });
    const [run] = await tx
      .insert(scrapeRuns)
      .values({
        id: runId,
        workspaceId,
        listId: null,
        createdByUserId: userId,
        platform: platform.id,
        input: runInput,
        estimate: targets.length,
        creditsPerLead: platform.creditsPerLead,
        creditsReserved: credits,
      })
      .returning();
    if (!run) throw new Error("run insert returned no row");
    await logActivity(
      { workspaceId, userId, action: "scrape.started", subject: findContactsSubject, href: "/leads" },
      tx,
    );
    return { ...result, overCap: chosen.overCap, run };
  });
  if (started.run) await dispatchRuns({ workspaceId });
  return started;
}
