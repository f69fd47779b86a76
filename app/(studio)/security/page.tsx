import type { Metadata } from "next";
import { SecurityScreen } from "@/components/account/security-screen";
import { getSecurityOverview } from "@/lib/account/security-overview";
import { requireSessionContext } from "@/lib/auth/session";
import { securityActions } from "./screen-actions";

export const metadata: Metadata = { title: "Security" };

export default async function SecurityPage() {
  const session = await requireSessionContext();
  const overview = await getSecurityOverview({
    userId: session.user.id,
    currentSessionId: session.sessionId,
  });
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Security</h1>
        <p className="mt-1 text-muted-foreground">
          Your password, two-factor authentication and signed-in sessions.
        </p>
      </div>
      <SecurityScreen overview={overview} actions={securityActions} headingLevel="h2" />
    </div>
  );
}
