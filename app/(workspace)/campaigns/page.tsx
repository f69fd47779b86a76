import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requirePagePermission } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Campaigns" };

export default async function CampaignsPage() {
  await requirePagePermission("campaigns:write");
  return (
    <ComingSoon
      title="Campaigns"
      description="Reach your leads by email, LinkedIn, WhatsApp, SMS and Telegram."
      upcoming={[
        "Create campaigns from templates with variables",
        "Schedule sends with delays and daily limits",
        "Pause, resume and follow each campaign's delivery",
      ]}
    />
  );
}
