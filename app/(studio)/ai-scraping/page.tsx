import type { Metadata } from "next";
import { Scraper } from "@/components/scraping/scraper";
import { ScrapingHero } from "@/components/scraping/scraping-hero";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { loadScraperPage, type ScraperSearchParams } from "@/lib/scraping/page-data";

export const metadata: Metadata = { title: "AI Scraping" };

/** /ai-scraping?platform=Google%20Maps&criteria=Search%3A%20dentists (a recommendation) or ?run={id} (a run to follow). */
export default async function AiScrapingPage({
  searchParams,
}: {
  searchParams: Promise<ScraperSearchParams>;
}) {
  const session = await requireSessionContext();
  const canConnect = can(session.role, "integrations:write");
  const data = await loadScraperPage({
    workspaceId: session.workspace.id,
    userId: session.user.id,
    canConnect,
    searchParams: await searchParams,
  });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 p-4 sm:p-6">
      <ScrapingHero
        title="AI Scraping"
        description="Pick a source, set what to look for, and collect leads straight into a lead list."
      />
      <Scraper
        variant="studio"
        userId={session.user.id}
        canConnect={canConnect}
        canBuy={can(session.role, "billing:write")}
        lists={data.lists}
        balance={data.balance}
        sources={data.sources}
        initialRun={data.initialRun}
        prefill={data.prefill}
      />
    </div>
  );
}
