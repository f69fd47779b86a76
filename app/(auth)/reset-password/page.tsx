import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/auth/form-alert";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetPasswordAction } from "./actions";
import { INVALID_RESET_LINK, resetLinkIsUsable } from "@/lib/auth/password-reset";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

// The token is in the URL: never leak it to another site through the Referer header.
export const metadata: Metadata = { title: "Reset Password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = firstParam((await searchParams).token)?.trim();
  // A used or expired link says so before the user types a new password twice for nothing.
  const usable = token ? await resetLinkIsUsable(token) : false;
  return (
    <AuthCard title="Reset your password" lead="Choose a new password for your account.">
      {token && usable ? (
        <ResetPasswordForm action={resetPasswordAction} token={token} />
      ) : (
        <FormAlert tone="error">
          <p>{token ? INVALID_RESET_LINK : "Reset token is missing or invalid."}</p>
          <Link href="/forgot-password" className="focus-ring rounded font-medium underline">
            Request a new reset link
          </Link>
        </FormAlert>
      )}
    </AuthCard>
  );
}
