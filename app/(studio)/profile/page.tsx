import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Business Profile" };

export default async function ProfilePage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Business Profile"
      description="Tell CRM Pro about your business."
      upcoming={[
        "Save your company, industry and audience",
        "Use the profile in recommendations and outreach",
      ]}
    />
  );
}
