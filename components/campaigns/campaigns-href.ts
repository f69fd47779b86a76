import type { CampaignTab } from "@/lib/campaigns/figures";

type CampaignsView = { tab: CampaignTab; page?: number; campaign?: string; rpage?: number };

/** The Campaigns page's URL: its tab and page of cards, the open campaign and that campaign's recipients page. */
export function campaignsHref(view: CampaignsView): string {
  const query = new URLSearchParams();
  if (view.tab !== "all") query.set("tab", view.tab);
  if (view.page && view.page > 1) query.set("page", String(view.page));
  if (view.campaign) query.set("campaign", view.campaign);
  if (view.campaign && view.rpage && view.rpage > 1) query.set("rpage", String(view.rpage));
  const text = query.toString();
  return text ? `/campaigns?${text}` : "/campaigns";
}
