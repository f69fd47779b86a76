import { integrationProviders } from "@/db/schema/integrations";

/** The providers Unipile connects (client-safe: no secrets, no database). */
export { integrationProviders };
export type IntegrationProvider = (typeof integrationProviders)[number];

export const platformNames: Record<IntegrationProvider, string> = {
  LINKEDIN: "LinkedIn",
  WHATSAPP: "WhatsApp",
  INSTAGRAM: "Instagram",
  TELEGRAM: "Telegram",
};

export const platformDescriptions: Record<IntegrationProvider, string> = {
  LINKEDIN: "Send connection requests and messages, and search people for LinkedIn scraping.",
  WHATSAPP: "Message leads from your WhatsApp account.",
  INSTAGRAM: "Send direct messages and scrape Instagram profiles.",
  TELEGRAM: "Message leads from your Telegram account.",
};

/** The spec's other providers: shown, marked coming soon, never connectable. */
export const comingSoonPlatforms = [
  { id: "MESSENGER", name: "Facebook Messenger", description: "Message leads from your Facebook page." },
  { id: "TWITTER", name: "X (Twitter)", description: "Send direct messages on X." },
  { id: "EMAIL", name: "Gmail and Outlook", description: "Send campaigns from your own mailbox." },
] as const;

/** `linkedin`, `LinkedIn` or `LINKEDIN` as the provider, or undefined. */
export function parseProvider(value: unknown): IntegrationProvider | undefined {
  if (typeof value !== "string") return undefined;
  const upper = value.trim().toUpperCase();
  return (integrationProviders as readonly string[]).includes(upper)
    ? (upper as IntegrationProvider)
    : undefined;
}
