import { Megaphone, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Pagination } from "@/components/data-table/pagination";
import { EmptyState } from "@/components/ui/empty-state";
import type { CampaignTab } from "@/lib/campaigns/figures";
import type { CampaignCardRow } from "@/lib/campaigns/screen-queries";
import { CampaignCard } from "./campaign-card";
import { CampaignStats, type CampaignStatsFigures } from "./campaign-stats";
import { CampaignTabs } from "./campaign-tabs";
import { CampaignWizard, OpenWizardButton, type CampaignWizardProps } from "./campaign-wizard";
import { campaignsHref } from "./campaigns-href";
import { CampaignsAutoRefresh } from "./campaigns-auto-refresh";

export type CampaignsScreenProps = {
  stats: CampaignStatsFigures;
  tab: CampaignTab;
  /** The tab's page of cards (1-based) and how many a page holds. */
  page: number;
  perPage: number;
  cards: CampaignCardRow[];
  timeZone: string;
  wizard: Omit<CampaignWizardProps, "children" | "timeZone">;
  /** The open campaign's detail dialog, when the URL names one. */
  detail?: ReactNode;
  /** A campaign on screen is sending or about to: figures refresh themselves. */
  live: boolean;
};

/** The Campaigns screen (spec part 3 section 2.2): stats, tabs, cards, the detail dialog and the wizard. */
export function CampaignsScreen(props: CampaignsScreenProps) {
  const { stats, tab, page, cards, timeZone } = props;
  const counts = { all: stats.campaigns, sent: stats.sentCampaigns, scheduled: stats.scheduledCampaigns };
  const pages = Math.max(1, Math.ceil(counts[tab] / props.perPage));
  const from = (page - 1) * props.perPage + 1;
  return (
    <CampaignWizard {...props.wizard} timeZone={timeZone}>
      <div className="mx-auto grid w-full max-w-7xl gap-6 p-4 sm:p-6 lg:p-8">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">Campaigns</h1>
            <p className="text-sm text-muted-foreground">Reach your leads and follow every message.</p>
          </div>
          {stats.campaigns > 0 ? (
            <OpenWizardButton>
              <Plus aria-hidden="true" />
              Create Campaign
            </OpenWizardButton>
          ) : null}
        </header>
        <CampaignStats stats={stats} />
        {stats.campaigns === 0 ? (
          <EmptyState
            icon={<Megaphone />}
            title="No campaigns yet"
            description="Write a message once, personalise it with each lead's fields, and send it now or later."
            action={<OpenWizardButton>Create Your First Campaign</OpenWizardButton>}
          />
        ) : (
          <section aria-label="Campaigns" className="grid gap-4">
            <CampaignTabs active={tab} counts={counts} />
            {cards.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">No {tab} campaigns.</p>
            ) : (
              <div className="grid gap-4 lg:grid-cols-2">
                {cards.map((c) => (
                  <CampaignCard
                    key={c.id}
                    campaign={c}
                    href={campaignsHref({ tab, page, campaign: c.id })}
                    timeZone={timeZone}
                  />
                ))}
              </div>
            )}
            {pages > 1 || page > 1 ? (
              <Pagination
                summary={`Showing ${cards.length ? from : 0} to ${cards.length ? from + cards.length - 1 : 0} of ${counts[tab].toLocaleString("en-US")}`}
                pageLabel={`Page ${page} of ${pages}`}
                firstHref={page > 1 ? campaignsHref({ tab }) : undefined}
                prevHref={page > 1 ? campaignsHref({ tab, page: Math.min(page - 1, pages) }) : undefined}
                nextHref={page < pages ? campaignsHref({ tab, page: page + 1 }) : undefined}
                lastHref={page < pages ? campaignsHref({ tab, page: pages }) : undefined}
              />
            ) : null}
          </section>
        )}
        {props.detail}
        <CampaignsAutoRefresh active={props.live} />
      </div>
    </CampaignWizard>
  );
}
