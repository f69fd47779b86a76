import "server-only";
import { platforms } from "./platforms";
import { getProvider } from "./providers";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import type { ProviderUnavailable, SourceAttribution } from "./providers/types";

/** Whether a source can run for this user here, and whose data it brings: shown before anything is filled in. */
export type SourceStatus = { unavailable: ProviderUnavailable | null; attribution: SourceAttribution | null };
export type SourceStatuses = Partial<Record<ScrapingPlatformId, SourceStatus>>;

export async function sourceStatuses(params: {
  workspaceId: string;
  userId: string;
}): Promise<SourceStatuses> {
  const entries = await Promise.all(
    platforms
      .filter((platform) => platform.enabled)
      .map(async (platform) => {
        const provider = getProvider(platform.id);
        if (!provider) return [platform.id, { unavailable: null, attribution: null }] as const;
        const unavailable = await provider.unavailableReason(params);
        return [platform.id, { unavailable, attribution: provider.attribution ?? null }] as const;
      }),
  );
  return Object.fromEntries(entries);
}
