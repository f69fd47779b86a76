import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/auth/form-alert";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { verifyEmailAction } from "./actions";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

export const metadata: Metadata = { title: "Verify Email", referrer: "no-referrer" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)?.trim();
  return (
    <AuthCard title="Verify your email" lead="Confirm your address to finish creating your CRM Pro account.">
      {token ? (
        <VerifyEmailForm action={verifyEmailAction} token={token} />
      ) : (
        <FormAlert tone="error">
          <p>This verification link is not valid.</p>
          <Link href="/signin" className="focus-ring rounded font-medium underline">
            Go to Sign In
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
