import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CampaignDetail } from "@/components/campaigns/campaign-detail";
import { CampaignDetailDialog } from "@/components/campaigns/campaign-detail-dialog";
import { hasLiveCampaign } from "@/components/campaigns/campaign-figures";
import { campaignsHref } from "@/components/campaigns/campaigns-href";
import { parseCampaignsPageParams } from "@/components/campaigns/campaigns-page-params";
import { CampaignsScreen } from "@/components/campaigns/campaigns-screen";
import { requirePagePermission } from "@/lib/auth/session";
import { campaignStats, getCampaign, listDeliveries } from "@/lib/campaigns/queries";
import { todayIn } from "@/lib/campaigns/schedule-time";
import {
  campaignCards,
  campaignTimeline,
  skippedByReason,
  wizardContext,
  type CampaignTab,
} from "@/lib/campaigns/screen-queries";
import { changeCampaignStatusAction, createCampaignAction, previewCampaignMessageAction } from "./actions";

export const metadata: Metadata = { title: "Campaigns" };

const perPage = 25;
const twoDays = 2 * 24 * 3600 * 1000;

async function detailOf(
  workspaceId: string,
  campaignId: string,
  tab: CampaignTab,
  page: number,
  timeZone: string,
) {
  const found = await getCampaign({ workspaceId, campaignId });
  if (!found) notFound();
  const c = found.campaign;
  const span = (c.finishedAt ?? new Date()).getTime() - (c.startedAt ?? c.createdAt).getTime();
  const unit = span > twoDays ? "day" : "hour";
  const [deliveries, skipped, points] = await Promise.all([
    listDeliveries({ workspaceId, campaignId, after: (page - 1) * perPage, perPage }),
    skippedByReason({ workspaceId, campaignId }),
    campaignTimeline({ workspaceId, campaignId, unit, timeZone }),
  ]);
  return (
    <CampaignDetailDialog
      title={c.name}
      description={`Subject: ${found.step.subject}`}
      closeHref={campaignsHref({ tab })}
    >
      <CampaignDetail
        campaign={c}
        deliveries={deliveries}
        page={page}
        perPage={perPage}
        pageHref={(p) => campaignsHref({ tab, campaign: campaignId, rpage: p })}
        skipped={skipped}
        timeline={{ unit, points }}
        timeZone={timeZone}
        changeStatus={changeCampaignStatusAction}
      />
    </CampaignDetailDialog>
  );
}

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { workspace } = await requirePagePermission("campaigns:write");
  const params = parseCampaignsPageParams(await searchParams);
  const workspaceId = workspace.id;
  const [stats, cards, context] = await Promise.all([
    campaignStats({ workspaceId }),
    campaignCards({ workspaceId, tab: params.tab }),
    wizardContext({ workspaceId }),
  ]);
  const detail = params.campaignId
    ? await detailOf(workspaceId, params.campaignId, params.tab, params.recipientsPage, context.timeZone)
    : undefined;
  return (
    <CampaignsScreen
      stats={stats}
      tab={params.tab}
      cards={cards}
      timeZone={context.timeZone}
      live={hasLiveCampaign(cards)}
      detail={detail}
      wizard={{
        lists: context.lists,
        today: todayIn(context.timeZone),
        initialOpen: params.openWizard,
        selectedLeads: params.selectedLeads,
        create: createCampaignAction,
        preview: previewCampaignMessageAction,
      }}
    />
  );
}
