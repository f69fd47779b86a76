import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { getReferralSummary } from "@/lib/referrals/queries";
import { newestFirstPageParams } from "@/lib/server/newest-first-page";

/**
 * GET /api/auth/referrals/list[?before=]: the signed-in user's referral summary, `data.list` one page of
 * the history and `data.next` the `before` of the next page, or null (401 signed out).
 */
export const GET = withWorkspace(async (request, { session }) => {
  const { before } = newestFirstPageParams.parse(Object.fromEntries(new URL(request.url).searchParams));
  const summary = await getReferralSummary({ userId: session.user.id, before });
  return json({ data: { ...summary, list: summary.referralHistory, next: summary.referralHistoryNext } });
});
