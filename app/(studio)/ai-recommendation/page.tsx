import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "AI Recommendation" };

export default async function AiRecommendationPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="AI Recommendation"
      description="Describe your business and get the lead sources that fit it."
      upcoming={[
        "Describe your business or start from a preset",
        "See recommended platforms with search criteria",
        "Carry your choice over to AI Scraping",
      ]}
    />
  );
}
