import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/auth/form-alert";
import { INVALID_NOTIFICATION_UNSUBSCRIBE, unsubscribeLinkState } from "@/lib/notifications/unsubscribe";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import "@/app/globals.css";

export const metadata: Metadata = {
  title: "Email notifications",
  referrer: "no-referrer",
  robots: { index: false },
};

/**
 * A notification digest's unsubscribe link: no sign-in, one button that turns that category's email off
 * (opened again once it is off, it says so).
 */
export default async function EmailPreferencesPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: SearchParams;
}) {
  const { token } = await params;
  const query = await searchParams;
  const link = await unsubscribeLinkState(token);
  if (!link || firstParam(query.invalid)) {
    return (
      <AuthCard title="Email notifications">
        <FormAlert tone="error">
          <p>{INVALID_NOTIFICATION_UNSUBSCRIBE}</p>
        </FormAlert>
      </AuthCard>
    );
  }
  const { category } = link;
  if (link.off || firstParam(query.done)) {
    return (
      <AuthCard
        title={`${category} emails are off`}
        lead={`You will not receive ${category} notification emails again.`}
      >
        <p className="text-sm">You can turn them back on from Notifications after signing in.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email notifications" lead={`Stop ${category} notification emails.`}>
      <form method="post" action={`/api/notifications/unsubscribe/${encodeURIComponent(token)}`}>
        <input type="hidden" name="from" value="page" />
        <button
          type="submit"
          className="focus-ring w-full rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white"
        >
          Turn off {category} emails
        </button>
      </form>
    </AuthCard>
  );
}
