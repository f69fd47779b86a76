import type { Metadata } from "next";
import { HomeLink } from "@/components/auth/home-link";
import { PlanPanel } from "@/components/auth/plan-panel";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { findPlan } from "@/lib/plans/catalog";
import { signUpAction } from "./actions";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import { findOpenInvite } from "@/lib/teams/invite-queries";
import { inviteTokenSchema } from "@/lib/teams/validations";

export const metadata: Metadata = { title: "Create Account" };

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const plan = findPlan(firstParam(params.plan));
  const referral = firstParam(params.ref)?.slice(0, 16);
  const inviteToken = inviteTokenSchema.safeParse(firstParam(params.invite));
  const invite = inviteToken.success ? await findOpenInvite({ token: inviteToken.data }) : undefined;
  return (
    <div className={plan ? "grid w-full max-w-4xl gap-6 md:grid-cols-[1fr_20rem]" : "w-full max-w-md"}>
      <div className="rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Create your account</h1>
        <p className="mt-2 text-muted-foreground">
          {invite
            ? `${invite.inviterName ?? "A teammate"} invited you to join ${invite.workspaceName}.`
            : "Start finding leads with CRM Pro."}
        </p>
        <div className="mt-6">
          <SignUpForm
            action={signUpAction}
            plan={plan?.id}
            referralCode={referral}
            invite={
              invite && inviteToken.success ? { token: inviteToken.data, email: invite.email } : undefined
            }
          />
        </div>
        <p className="mt-4 text-center text-sm">
          <HomeLink className="focus-ring rounded text-muted-foreground hover:underline">
            Back to homepage
          </HomeLink>
        </p>
      </div>
      {plan ? <PlanPanel plan={plan} /> : null}
    </div>
  );
}
