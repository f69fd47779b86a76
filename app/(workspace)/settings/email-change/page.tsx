import type { Metadata } from "next";
import Link from "next/link";
import { ConfirmEmailChange } from "@/components/account/confirm-email-change";
import { FormAlert } from "@/components/auth/form-alert";
import { emailChangeMessages } from "@/lib/account/profile";
import { emailChangeLinkState } from "@/lib/account/profile-queries";
import { emailChangeTokenSchema } from "@/lib/account/validations";
import { requireSessionContext } from "@/lib/auth/session";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import { confirmEmailChangeAction } from "../actions";

export const metadata: Metadata = { title: "Confirm email address" };

/** Where the email-change link lands: signed in as the account it was sent for, one click confirms it. */
export default async function EmailChangePage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSessionContext();
  const token = firstParam((await searchParams).token)?.slice(0, 64) ?? "";
  const wellFormed = emailChangeTokenSchema.safeParse({ token }).success;
  const link = wellFormed ? await emailChangeLinkState({ userId: session.user.id, token }) : null;
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold">Confirm your new email address</h1>
      <p className="text-muted-foreground">
        Signed in as <span className="font-medium break-all text-foreground">{session.user.email}</span>.
        Confirming makes the address the link was sent to the one you sign in with.
      </p>
      {link?.kind === "usable" ? (
        <ConfirmEmailChange token={token} action={confirmEmailChangeAction} />
      ) : link?.kind === "already_changed" ? (
        <FormAlert tone="success">{emailChangeMessages.changed(link.email)}</FormAlert>
      ) : link ? (
        <FormAlert tone="error">{emailChangeMessages.invalid}</FormAlert>
      ) : (
        <FormAlert tone="error">
          This link is invalid. Open the link in the email again, or change your email address in Settings to
          get a new one.
        </FormAlert>
      )}
      <Link
        href="/settings"
        className="focus-ring justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline"
      >
        Back to settings
      </Link>
    </div>
  );
}
