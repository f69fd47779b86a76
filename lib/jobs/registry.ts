import "server-only";
import { campaignDispatchJob, campaignTickJob } from "@/lib/campaigns/jobs";
import { emailJob } from "@/lib/email/job";
import { emailSweepJob } from "@/lib/email/sweep-job";
import { creditsMonthlyJob } from "@/lib/credits/monthly-job";
import { scrapeJob } from "@/lib/scraping/job";
import { scrapeSweepJob } from "@/lib/scraping/sweep-job";
import { projectAnalysisJob } from "@/lib/projects/job";
import { projectAnalysisSweepJob } from "@/lib/projects/sweep-job";
import { contactBackfillJob } from "@/lib/leads/contact/backfill-job";
import { matchKeysBackfillJob } from "@/lib/leads/duplicates/backfill-job";
import { emailCheckJob } from "@/lib/leads/email-check/job";
import { dataExportCleanupJob } from "@/lib/account/data-export/cleanup-job";
import { dataExportJob } from "@/lib/account/data-export/job";
import { notificationDigestJob } from "@/lib/notifications/digest-job";
import type { JobDefinition } from "./definition";

/**
 * Every queue the workers run, filled by the areas: a new area adds its `defineJob` import and one
 * entry here. Nothing else in lib/jobs imports this file (workers and the health check take it from
 * here), so the job machinery knows no area.
 */
export const jobDefinitions: JobDefinition[] = [
  campaignDispatchJob,
  campaignTickJob,
  emailJob,
  emailSweepJob,
  scrapeJob,
  scrapeSweepJob,
  creditsMonthlyJob,
  projectAnalysisJob,
  projectAnalysisSweepJob,
  contactBackfillJob,
  matchKeysBackfillJob,
  emailCheckJob,
  dataExportJob,
  notificationDigestJob,
  dataExportCleanupJob,
];
