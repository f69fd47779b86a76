import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requirePagePermission } from "@/lib/auth/session";

export const metadata: Metadata = { title: "AI Outreach" };

export default async function AiOutreachPage() {
  await requirePagePermission("campaigns:write");
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
