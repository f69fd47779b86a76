import type { ProviderUnavailable } from "./types";

/** Why a source cannot run here, said before anything starts or is charged. */
export const mapsNotConfigured: ProviderUnavailable = {
  code: "not_configured",
  message: "Google Maps scraping is not configured on this server.",
};

export const linkedinNotConnected: ProviderUnavailable = {
  code: "not_connected",
  message:
    "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.",
  href: "/integrations",
};

export const instagramNotConnected: ProviderUnavailable = {
  code: "not_connected",
  message:
    "Instagram account not connected. Please connect your Instagram account in the Integrations page before scraping.",
  href: "/integrations",
};
