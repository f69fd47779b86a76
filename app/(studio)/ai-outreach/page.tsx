import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { NoAccess } from "@/components/shell/no-access";
import { requirePageAccess } from "@/lib/auth/session";

export const metadata: Metadata = { title: "AI Outreach" };

export default async function AiOutreachPage() {
  const { session, allowed } = await requirePageAccess("campaigns:write");
  if (!allowed) return <NoAccess area="AI Outreach" session={session} />;
  return (
    <ComingSoon
      title="AI Outreach"
      description="Draft and start outreach with AI help."
      upcoming={[
        "Generate messages for a lead list",
        "Review and edit drafts",
        "Start a real campaign from the drafts",
      ]}
      meanwhile={{
        text: "Email campaigns work today: one message with each lead's fields, sent now or scheduled.",
        href: "/campaigns?createNew=true",
        label: "Create an email campaign",
      }}
    />
  );
}
