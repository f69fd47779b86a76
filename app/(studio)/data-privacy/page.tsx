import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Data & Privacy" };

export default async function DataPrivacyPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Data & Privacy"
      description="Your data, your choice."
      upcoming={["Export all your data", "Delete your account"]}
    />
  );
}
