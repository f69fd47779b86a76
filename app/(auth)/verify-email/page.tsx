import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/auth/form-alert";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { verifyEmailAction } from "./actions";
import { INVALID_VERIFICATION_LINK, verificationLinkState } from "@/lib/auth/verification";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

export const metadata: Metadata = { title: "Verify Email", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)?.trim();
  const state = token ? await verificationLinkState(token) : "invalid";
  return (
    <AuthCard title="Verify your email" lead="Confirm your address to finish creating your CRM Pro account.">
      {token && state === "usable" ? (
        <VerifyEmailForm action={verifyEmailAction} token={token} />
      ) : state === "already_verified" ? (
        <FormAlert tone="success">
          <p>Your email address is already verified. You can sign in.</p>
          <Link href="/signin" className="focus-ring rounded font-medium underline">
            Go to Sign In
          </Link>
        </FormAlert>
      ) : (
        <FormAlert tone="error">
          <p>{token ? INVALID_VERIFICATION_LINK : "This verification link is not valid."}</p>
          <Link href="/signin" className="focus-ring rounded font-medium underline">
            Go to Sign In
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
