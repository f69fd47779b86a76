import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "AI Scraping" };

export default async function AiScrapingPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="AI Scraping"
      description="Scrape leads with the criteria your recommendation suggested."
      upcoming={[
        "Start from a recommended platform and criteria",
        "Run and follow scrapes",
        "Save the results to a lead list",
      ]}
    />
  );
}
