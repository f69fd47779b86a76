import type { Metadata } from "next";
import { Scraper } from "@/components/scraping/scraper";
import { ScrapingHero } from "@/components/scraping/scraping-hero";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { loadScraperPage, type ScraperSearchParams } from "@/lib/scraping/page-data";

export const metadata: Metadata = { title: "Scrape" };

/** Two steps: choose a source, configure; ?project={id} links the run and its new list to the project. */
export default async function ScrapePage({ searchParams }: { searchParams: Promise<ScraperSearchParams> }) {
  const session = await requireSessionContext();
  const canConnect = can(session.role, "integrations:write");
  const data = await loadScraperPage({
    workspaceId: session.workspace.id,
    userId: session.user.id,
    canConnect,
    searchParams: await searchParams,
  });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <ScrapingHero
        title="Scrape"
        description={
          data.project
            ? `Collect leads for the project “${data.project.name}”.`
            : "Collect leads from websites, images, LinkedIn, Google Maps and Instagram."
        }
      />
      <Scraper
        variant="steps"
        userId={session.user.id}
        canConnect={canConnect}
        canBuy={can(session.role, "billing:write")}
        lists={data.lists}
        balance={data.balance}
        sources={data.sources}
        initialRun={data.initialRun}
        prefill={data.prefill}
        projectId={data.project?.id ?? null}
      />
    </div>
  );
}
