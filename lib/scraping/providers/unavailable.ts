import { z } from "zod";
import type { LeadPlatform } from "@/lib/leads/constants";
import type { ProviderUnavailable, ScrapeProvider, ScrapingPlatformId } from "./types";

/**
 * A source this server cannot run (not configured, or no account connected): it says why before
 * anything starts or is charged, and never produces a result.
 */
export function unavailableProvider(
  platform: ScrapingPlatformId,
  leadPlatform: LeadPlatform,
  reason: ProviderUnavailable,
): ScrapeProvider<Record<string, unknown>> {
  return {
    platform,
    leadPlatform,
    input: z.record(z.string(), z.unknown()),
    async unavailableReason() {
      return reason;
    },
    async run() {
      throw new Error(reason.message);
    },
  };
}

export const mapsNotConfigured: ProviderUnavailable = {
  code: "not_configured",
  message: "Google Maps scraping is not configured on this server.",
};

export const linkedinNotConnected: ProviderUnavailable = {
  code: "not_connected",
  message: "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.",
  href: "/integrations",
};

export const instagramNotConnected: ProviderUnavailable = {
  code: "not_connected",
  message: "Instagram account not connected. Please connect your Instagram account in the Integrations page before scraping.",
  href: "/integrations",
};
