import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Security" };

export default async function SecurityPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Security"
      description="Keep your account safe."
      upcoming={[
        "Change your password",
        "Turn on two-factor authentication",
        "See and end your signed-in sessions",
      ]}
    />
  );
}
