import type { Metadata } from "next";
import { ReferralsSignedOut } from "@/components/referrals/referrals-signed-out";
import { getSessionContext } from "@/lib/auth/session";
import { newestFirstPageParams } from "@/lib/server/newest-first-page";
import type { SearchParams } from "@/lib/server/search-params";
import { ReferralsTab } from "./referrals-tab";

export const metadata: Metadata = { title: "Referrals" };

const pageHref = (before?: string) => (before ? `/referrals?before=${before}` : "/referrals");

export default async function ReferralsPage({ searchParams }: { searchParams: SearchParams }) {
  // A session that ended since the page was linked gets the spec's signed-out state, not a bare redirect.
  const session = await getSessionContext();
  const { before } = newestFirstPageParams.parse(await searchParams);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold">Referrals</h1>
      {session ? (
        <ReferralsTab userId={session.user.id} before={before} pageHref={pageHref} />
      ) : (
        <ReferralsSignedOut retryHref="/referrals" />
      )}
    </div>
  );
}
