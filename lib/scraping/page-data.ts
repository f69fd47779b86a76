import "server-only";
import { z } from "zod";
import { getCreditBalance } from "@/lib/credits/queries";
import { scrapingMessages } from "./messages";
import { getPlatform } from "./platforms";
import { mapRecommendation } from "./recommendation-mapping";
import { runView, type RunView } from "./run-view";
import { sourceStatuses } from "./source-status";
import { findProjectForScrape, getRun, listScrapeLists } from "./queries";

const uuid = z.uuid();
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const many = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export type ScraperSearchParams = Record<string, string | string[] | undefined>;

/**
 * What both scraping screens start from: the lists, the balance, a run named in `?run=` (a reload
 * resumes following it), a recommendation's `?platform=&criteria=` prefill, `?project=`, and which
 * sources can run for this user (said on the cards before anything is filled in).
 */
export async function loadScraperPage({
  workspaceId,
  userId,
  canConnect,
  searchParams,
}: {
  workspaceId: string;
  userId: string;
  canConnect: boolean;
  searchParams: ScraperSearchParams;
}) {
  const runId = uuid.safeParse(one(searchParams.run));
  const projectParam = uuid.safeParse(one(searchParams.project));
  const [lists, balance, run, project, sources] = await Promise.all([
    listScrapeLists({ workspaceId }),
    getCreditBalance({ workspaceId }),
    runId.success ? getRun({ workspaceId, runId: runId.data }) : undefined,
    projectParam.success ? findProjectForScrape({ workspaceId, projectId: projectParam.data }) : undefined,
    sourceStatuses({ workspaceId, userId, canConnect }),
  ]);
  const platform = one(searchParams.platform)?.slice(0, 100);
  let prefill:
    | { platform?: string; parameters?: Record<string, string>; error?: string; fromRecommendation: boolean }
    | undefined;
  if (platform) {
    const mapped = mapRecommendation({
      platform,
      criteria: many(searchParams.criteria)
        .slice(0, 50)
        .map((c) => c.slice(0, 2000)),
    });
    prefill = !mapped.ok
      ? { error: mapped.error, fromRecommendation: true }
      : getPlatform(mapped.platform)?.enabled
        ? { platform: mapped.platform, parameters: mapped.parameters, fromRecommendation: true }
        : { error: scrapingMessages.comingSoon, fromRecommendation: true };
  }
  const initialRun: RunView | null = run ? runView(run) : null;
  return { lists, balance, initialRun, prefill, project: project ?? null, sources };
}
