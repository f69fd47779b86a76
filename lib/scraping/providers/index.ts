import "server-only";
import { imageProvider } from "./image";
import type { ScrapeProvider, ScrapingPlatformId } from "./types";
import {
  instagramNotConnected,
  linkedinNotConnected,
  mapsNotConfigured,
  unavailableProvider,
} from "./unavailable";
import { webProvider } from "./web";

/**
 * The provider of each enabled platform. A new source replaces its line here with its own file
 * (`./maps`, `./linkedin`, `./instagram`); coming-soon platforms have none.
 */
const registry: Partial<Record<ScrapingPlatformId, () => ScrapeProvider<unknown>>> = {
  web: () => provide(webProvider),
  "image-to-word": () => provide(imageProvider),
  linkedin: () => provide(unavailableProvider("linkedin", "linkedin", linkedinNotConnected)),
  maps: () => provide(unavailableProvider("maps", "maps", mapsNotConfigured)),
  instagram: () => provide(unavailableProvider("instagram", "instagram", instagramNotConnected)),
};

/** Each provider validates its own input before `run` sees it, so the registry may hold them as unknown-input providers. */
function provide<T>(provider: ScrapeProvider<T>): ScrapeProvider<unknown> {
  return provider as unknown as ScrapeProvider<unknown>;
}

export function getProvider(platform: ScrapingPlatformId): ScrapeProvider<unknown> | undefined {
  return registry[platform]?.();
}
