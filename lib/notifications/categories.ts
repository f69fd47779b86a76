import type { NotificationCategory } from "@/db/schema";

export type { NotificationCategory };

/** The spec's five categories, with what each covers (the settings page and the digests say these). */
export const categoryLabels: Record<NotificationCategory, { label: string; description: string }> = {
  billing: { label: "Billing", description: "Payments, invoices and low credits." },
  campaigns: { label: "Campaigns", description: "Campaigns finished, and paused or changed by a colleague." },
  leads: { label: "Leads", description: "Scrapes, imports and exports." },
  security: { label: "Security", description: "Sign-ins from new devices and team changes." },
  updates: { label: "Updates", description: "Product news and referrals." },
};
