import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/auth/form-alert";
import { deliveryForToken } from "@/lib/campaigns/unsubscribe";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import "@/app/globals.css";

export const metadata: Metadata = { title: "Unsubscribe", referrer: "no-referrer", robots: { index: false } };

/** The unsubscribe link of a campaign email: no sign-in, one button, nothing else asked (opened again, it says so). */
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: SearchParams;
}) {
  const { token } = await params;
  const query = await searchParams;
  const delivery = await deliveryForToken(token);
  if (!delivery || firstParam(query.invalid)) {
    return (
      <AuthCard title="Unsubscribe">
        <FormAlert tone="error">
          <p>This unsubscribe link is not valid.</p>
        </FormAlert>
      </AuthCard>
    );
  }
  if (delivery.unsubscribed || firstParam(query.done)) {
    return (
      <AuthCard
        title="You are unsubscribed"
        lead={`${delivery.address} will not receive emails from ${delivery.sender} again.`}
      >
        <p className="text-sm">You can close this page.</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Unsubscribe" lead={`Stop emails from ${delivery.sender} to ${delivery.address}.`}>
      <form method="post" action={`/api/unsubscribe/${encodeURIComponent(token)}`}>
        <input type="hidden" name="from" value="page" />
        <button
          type="submit"
          className="focus-ring w-full rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white"
        >
          Unsubscribe
        </button>
      </form>
    </AuthCard>
  );
}
