import { startScrapeRoute } from "@/lib/scraping/api";

/** Spec part 2 section 7: POST /scraping/instagram; the run is a job (202 with the run to follow). */
export const POST = startScrapeRoute("instagram");
