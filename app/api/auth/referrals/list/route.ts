import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { getReferralSummary } from "@/lib/referrals/queries";

/** GET /api/auth/referrals/list: the signed-in user's referral summary, `data.list` the history (401 signed out). */
export const GET = withWorkspace(async (_request, { session }) => {
  const summary = await getReferralSummary({ userId: session.user.id });
  return json({ data: { ...summary, list: summary.referralHistory } });
});
