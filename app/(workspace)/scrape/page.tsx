import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Scrape" };

export default async function ScrapePage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Scrape"
      description="Collect leads from websites, images, LinkedIn, Google Maps and Instagram."
      upcoming={[
        "Extract contacts from a website",
        "Read leads from an image with text recognition",
        "Search LinkedIn, Google Maps and Instagram for leads",
        "Follow each scrape's progress and credit cost",
      ]}
    />
  );
}
