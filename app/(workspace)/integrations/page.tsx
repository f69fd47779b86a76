import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Integrations" };

export default async function IntegrationsPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Integrations"
      description="Connect the accounts your campaigns send from."
      upcoming={[
        "Connect LinkedIn, WhatsApp, Instagram and Telegram",
        "Set up SMS and email sending",
        "Test each connection with its provider",
      ]}
    />
  );
}
