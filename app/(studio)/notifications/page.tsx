import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Notifications" };

export default async function NotificationsPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Notifications"
      description="Everything CRM Pro told you, and what it may tell you."
      upcoming={["Read and clear all your notifications", "Choose which notifications you receive"]}
    />
  );
}
