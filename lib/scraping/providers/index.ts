import "server-only";
import { imageProvider } from "./image";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import type { ScrapeProvider } from "./types";
import { instagramProvider } from "./instagram";
import { linkedinProvider } from "./linkedin";
import { mapsConfigFromEnv, mapsProvider } from "./maps";
import { osmMapsProvider } from "./osm-maps";
import { webProvider } from "./web";

/**
 * The provider of each enabled platform, one file each; coming-soon platforms have none. A provider
 * that cannot run here (no key, no connected account) says so in `unavailableReason`.
 */
const registry: Partial<Record<ScrapingPlatformId, () => ScrapeProvider<unknown>>> = {
  web: () => provide(webProvider),
  "image-to-word": () => provide(imageProvider),
  linkedin: () => provide(linkedinProvider),
  // Google's Places API with a key; OpenStreetMap, which needs none, otherwise.
  maps: () => provide(mapsConfigFromEnv() ? mapsProvider : osmMapsProvider),
  instagram: () => provide(instagramProvider),
};

/** Each provider validates its own input before `run` sees it, so the registry may hold them as unknown-input providers. */
function provide<T>(provider: ScrapeProvider<T>): ScrapeProvider<unknown> {
  return provider as unknown as ScrapeProvider<unknown>;
}

export function getProvider(platform: ScrapingPlatformId): ScrapeProvider<unknown> | undefined {
  return registry[platform]?.();
}
