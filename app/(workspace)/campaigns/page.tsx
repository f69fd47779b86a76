import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CampaignDetail } from "@/components/campaigns/campaign-detail";
import { CampaignDetailDialog } from "@/components/campaigns/campaign-detail-dialog";
import { hasLiveCampaign } from "@/components/campaigns/campaign-figures";
import { campaignsHref } from "@/components/campaigns/campaigns-href";
import { parseCampaignsPageParams } from "@/components/campaigns/campaigns-page-params";
import { CampaignsScreen } from "@/components/campaigns/campaigns-screen";
import { NoAccess } from "@/components/shell/no-access";
import { requirePageAccess } from "@/lib/auth/session";
import type { CampaignTab } from "@/lib/campaigns/figures";
import { getCampaign, listDeliveries } from "@/lib/campaigns/queries";
import { todayIn } from "@/lib/campaigns/schedule-time";
import { campaignTimeline, campaignsScreenData, skippedByReason } from "@/lib/campaigns/screen-queries";
import {
  changeCampaignStatusAction,
  editCampaignMessageAction,
  previewEditedMessageAction,
  rescheduleCampaignAction,
  createCampaignAction,
  listWizardListsAction,
  previewCampaignMessageAction,
  campaignReachAction,
} from "./actions";

export const metadata: Metadata = { title: "Campaigns" };

const recipientsPerPage = 25;
/** Cards per page: the page renders a screenful, not every campaign of the workspace. */
const cardsPerPage = 10;

async function detailOf(
  workspaceId: string,
  campaignId: string,
  view: { tab: CampaignTab; page: number; recipientsPage: number },
  timeZone: string,
) {
  const found = await getCampaign({ workspaceId, campaignId });
  if (!found) notFound();
  const c = found.campaign;
  const { tab, page, recipientsPage } = view;
  const [deliveries, skipped, points] = await Promise.all([
    listDeliveries({
      workspaceId,
      campaignId,
      after: (recipientsPage - 1) * recipientsPerPage,
      perPage: recipientsPerPage,
    }),
    skippedByReason({ workspaceId, campaignId }),
    campaignTimeline({ workspaceId, campaignId }),
  ]);
  return (
    <CampaignDetailDialog
      title={c.name}
      description={`Subject: ${found.step.subject}`}
      closeHref={campaignsHref({ tab, page })}
    >
      <CampaignDetail
        campaign={c}
        step={found.step}
        deliveries={deliveries}
        page={recipientsPage}
        perPage={recipientsPerPage}
        pageHref={(p) => campaignsHref({ tab, page, campaign: campaignId, rpage: p })}
        skipped={skipped}
        timeline={points}
        timeZone={timeZone}
        changeStatus={changeCampaignStatusAction}
        reschedule={rescheduleCampaignAction}
        editMessage={{ save: editCampaignMessageAction, preview: previewEditedMessageAction }}
      />
    </CampaignDetailDialog>
  );
}

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, allowed } = await requirePageAccess("campaigns:write");
  if (!allowed) return <NoAccess area="Campaigns" session={session} />;
  const { workspace, user } = session;
  const view = parseCampaignsPageParams(await searchParams);
  const workspaceId = workspace.id;
  const { stats, cards, timeZone } = await campaignsScreenData({
    workspaceId,
    tab: view.tab,
    page: view.page,
    perPage: cardsPerPage,
  });
  const detail = view.campaignId ? await detailOf(workspaceId, view.campaignId, view, timeZone) : undefined;
  return (
    <CampaignsScreen
      stats={stats}
      tab={view.tab}
      page={view.page}
      perPage={cardsPerPage}
      cards={cards}
      timeZone={timeZone}
      live={hasLiveCampaign(cards)}
      detail={detail}
      wizard={{
        loadLists: listWizardListsAction,
        today: todayIn(timeZone),
        initialOpen: view.openWizard,
        selectedLeads: view.selectedLeads,
        selectionKey: view.selectionKey,
        draftKey: `${workspace.id}:${user.id}`,
        senderName: user.name,
        create: createCampaignAction,
        preview: previewCampaignMessageAction,
        reach: campaignReachAction,
      }}
    />
  );
}
