import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Teams" };

export default async function TeamsPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Teams"
      description="Work on one workspace with your colleagues."
      upcoming={["Invite members by email", "Give members the owner, admin or member role", "Remove members"]}
    />
  );
}
