import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { HomeLink } from "@/components/auth/home-link";
import { FormAlert } from "@/components/auth/form-alert";
import { SignInForm } from "@/components/auth/sign-in-form";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { resendVerificationAction, signInAction, twoFactorSignInAction } from "./actions";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

export const metadata: Metadata = { title: "Sign In" };

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callback = firstParam(params.callbackUrl);
  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to your CRM Pro account."
      footer={
        <>
          <p>
            Don&apos;t have an account?{" "}
            <Link href="/signup" className="focus-ring rounded font-medium text-indigo-700 hover:underline">
              Create account
            </Link>
          </p>
          <HomeLink className="focus-ring justify-self-center rounded hover:underline">
            Back to homepage
          </HomeLink>
        </>
      }
    >
      <div className="grid gap-4">
        {firstParam(params.verified) === "1" ? (
          <FormAlert tone="success">Your email address is verified. You can sign in now.</FormAlert>
        ) : null}
        {firstParam(params.expired) === "1" ? (
          <FormAlert tone="info">Your session has ended. Please sign in again.</FormAlert>
        ) : null}
        <SignInForm
          action={signInAction}
          resendAction={resendVerificationAction}
          twoFactorAction={twoFactorSignInAction}
          callbackUrl={callback ? safeCallbackPath(callback) : undefined}
        />
      </div>
    </AuthCard>
  );
}
