import type { CampaignTab } from "@/lib/campaigns/screen-queries";

type CampaignsView = { tab: CampaignTab; campaign?: string; rpage?: number };

/** The Campaigns page's URL: its tab, the open campaign and that campaign's recipients page. */
export function campaignsHref(view: CampaignsView): string {
  const query = new URLSearchParams();
  if (view.tab !== "all") query.set("tab", view.tab);
  if (view.campaign) query.set("campaign", view.campaign);
  if (view.campaign && view.rpage && view.rpage > 1) query.set("rpage", String(view.rpage));
  const text = query.toString();
  return text ? `/campaigns?${text}` : "/campaigns";
}
