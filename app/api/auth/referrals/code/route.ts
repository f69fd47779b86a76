import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { referralLink } from "@/lib/referrals/link";
import { getReferralCode } from "@/lib/referrals/queries";

/** GET /api/auth/referrals/code: the signed-in user's referral code and link (401 signed out). */
export const GET = withWorkspace(async (_request, { session }) => {
  const referralCode = (await getReferralCode({ userId: session.user.id })) ?? "";
  return json({ data: { referralCode, referralLink: referralLink(referralCode) } });
});
