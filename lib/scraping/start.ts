import "server-only";
import { logActivity } from "@/lib/activity/log";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { leadLists, projects, type ScrapeRun, scrapeRuns, scrapeUploads } from "@/db/schema";
import { reserveScrapeCredits } from "@/lib/credits/scrape-credits";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { listNameTaken } from "@/lib/lists/errors";
import { scrapeDetailsOf } from "@/lib/lists/scrape-details";
import { dispatchRuns } from "./dispatch";
import { scrapingMessages } from "./messages";
import { checkImage, ImageCheckError } from "./ocr/image-check";
import {
  clampEstimate,
  estimateCredits,
  getPlatform,
  missingParameters,
  type PlatformDefinition,
} from "./platforms";
import { getProvider } from "./providers";
import { limitProviderStarts, limitScrapeStarts } from "./start-limit";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import { type ScrapeTarget, type ScrapeTargetInput, scrapeTargetSchema } from "./validations";

export type StartScrapeInput = {
  workspaceId: string;
  userId: string;
  platform: ScrapingPlatformId;
  parameters: Record<string, unknown>;
  estimate?: number;
  target: ScrapeTargetInput;
  projectId?: string | null;
  upload?: { bytes: Uint8Array; name: string; type: string };
};

async function resolveList(
  tx: Transaction,
  input: StartScrapeInput & { target: ScrapeTarget },
  platform: PlatformDefinition,
): Promise<string> {
  const leadPlatform = platform.leadPlatform;
  if (!leadPlatform) throw new AppError("bad_request:platform", scrapingMessages.notSupported);
  if ("listId" in input.target) {
    // Use Existing: the list must be this workspace's, of this platform; it becomes ACTIVE again.
    const [list] = await tx
      .update(leadLists)
      .set({ status: "ACTIVE", updatedAt: sql`now()` })
      .where(
        and(
          eq(leadLists.id, input.target.listId),
          eq(leadLists.workspaceId, input.workspaceId),
          eq(leadLists.platform, leadPlatform),
          eq(leadLists.kind, "scrape"),
          isNull(leadLists.deletedAt),
        ),
      )
      .returning({ id: leadLists.id });
    if (!list)
      throw new AppError("not_found:lead_list", scrapingMessages.selectExistingList, {
        fieldErrors: { listId: [scrapingMessages.selectExistingList] },
      });
    return list.id;
  }
  try {
    const [list] = await tx
      .insert(leadLists)
      .values({
        workspaceId: input.workspaceId,
        createdByUserId: input.userId,
        kind: "scrape",
        name: input.target.listName,
        description: input.target.description,
        platform: leadPlatform,
        projectId: input.projectId ?? null,
        status: "ACTIVE",
        scrapeDetails: scrapeDetailsOf({
          ...input.parameters,
          ...(input.upload ? { image: input.upload.name.slice(0, 200) } : {}),
        }),
      })
      .returning({ id: leadLists.id });
    if (!list) throw new Error("list insert returned no row");
    await logActivity(
      {
        workspaceId: input.workspaceId,
        userId: input.userId,
        action: "lead_list.created",
        subject: input.target.listName,
        href: `/leads?list=${list.id}`,
      },
      tx,
    );
    return list.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken();
    throw error;
  }
}

/** An image too big to recognise (by its header) is refused before anything is charged. */
async function assertImage(bytes: Uint8Array): Promise<void> {
  try {
    await checkImage(bytes);
  } catch (error) {
    if (error instanceof ImageCheckError)
      throw new AppError("bad_request:image", error.message, { fieldErrors: { image: [error.message] } });
    throw error;
  }
}

/**
 * Starts a scrape: checks the platform, the provider (not configured or not connected says so before
 * anything is charged), the parameters and the credits, then in one transaction creates or activates
 * the list, stores the run and reserves its credits; after the commit the run is queued when the
 * workspace has a free scrape slot, or waits its turn (lib/scraping/dispatch.ts).
 */
export async function startScrape(raw: StartScrapeInput): Promise<ScrapeRun & { listId: string }> {
  const target = scrapeTargetSchema.safeParse(raw.target);
  if (!target.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of target.error.issues)
      (fieldErrors[String(issue.path[0] ?? "listName")] ??= []).push(issue.message);
    throw new AppError(
      "bad_request:list",
      target.error.issues[0]?.message ?? scrapingMessages.createListFailed,
      { fieldErrors },
    );
  }
  const input = { ...raw, target: target.data };
  const platform = getPlatform(input.platform);
  if (!platform) throw new AppError("bad_request:platform", scrapingMessages.selectPlatform);
  if (!platform.enabled) throw new AppError("bad_request:coming_soon", scrapingMessages.comingSoon);
  const provider = getProvider(platform.id);
  if (!provider) throw new AppError("bad_request:platform", scrapingMessages.notSupported);
  const missing = missingParameters(platform, input.parameters);
  if (missing.length) {
    throw new AppError("bad_request:parameters", scrapingMessages.fillRequired(missing), {
      fieldErrors: Object.fromEntries(
        platform.parameters
          .filter((p) => missing.includes(p.label))
          .map((p) => [p.name, [`${p.label} is required`]]),
      ),
    });
  }
  if (platform.id === "image-to-word" && !input.upload)
    throw new AppError("bad_request:image", scrapingMessages.uploadImage, {
      fieldErrors: { image: [scrapingMessages.uploadImage] },
    });
  if (input.upload) await assertImage(input.upload.bytes);
  const unavailable = await provider.unavailableReason({
    workspaceId: input.workspaceId,
    userId: input.userId,
  });
  if (unavailable) throw new AppError(`unavailable:${unavailable.code}`, unavailable.message);
  const parsed = provider.input.safeParse(input.parameters);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[String(issue.path[0] ?? "input")] ??= []).push(issue.message);
    throw new AppError(
      "bad_request:parameters",
      parsed.error.issues[0]?.message ?? "The parameters are not valid.",
      { fieldErrors },
    );
  }
  await limitScrapeStarts({ workspaceId: input.workspaceId });
  await limitProviderStarts(provider, platform.name, input.workspaceId);
  const estimate = provider.estimateFor?.(parsed.data) ?? clampEstimate(platform, input.estimate);
  const { credits } = estimateCredits(platform, estimate);

  const db = await getDb();
  const runId = randomUUID();
  const run = await db.transaction(async (tx) => {
    // The credits lock comes first: concurrent starts of one workspace queue here and see each other's reservations.
    await reserveScrapeCredits(tx, {
      workspaceId: input.workspaceId,
      runId,
      amount: credits,
      description: `Scrape ${platform.name}: ${estimate} lead${estimate === 1 ? "" : "s"} reserved`,
    });
    if (input.projectId) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.id, input.projectId),
            eq(projects.workspaceId, input.workspaceId),
            isNull(projects.deletedAt),
          ),
        );
      if (!project) throw new AppError("not_found:project", "Project not found.");
    }
    const listId = await resolveList(tx, input, platform);
    let uploadId: string | null = null;
    if (input.upload) {
      const [upload] = await tx
        .insert(scrapeUploads)
        .values({
          workspaceId: input.workspaceId,
          name: input.upload.name.slice(0, 200),
          contentType: input.upload.type,
          bytes: input.upload.bytes,
        })
        .returning({ id: scrapeUploads.id });
      uploadId = upload?.id ?? null;
    }
    const [row] = await tx
      .insert(scrapeRuns)
      .values({
        id: runId,
        workspaceId: input.workspaceId,
        listId,
        projectId: input.projectId ?? null,
        createdByUserId: input.userId,
        platform: platform.id,
        input: parsed.data as Record<string, unknown>,
        estimate,
        creditsPerLead: platform.creditsPerLead,
        creditsReserved: credits,
        uploadId,
      })
      .returning();
    if (!row) throw new Error("run insert returned no row");
    const started = { ...row, listId };
    await logActivity(
      {
        workspaceId: input.workspaceId,
        userId: input.userId,
        action: "scrape.started",
        subject: platform.name,
        href: `/leads?list=${listId}`,
      },
      tx,
    );
    return started;
  });
  await dispatchRuns({ workspaceId: input.workspaceId });
  return run;
}
