import { startScrapeRoute } from "@/lib/scraping/api";

/** Spec part 2 section 7: POST /scraping/image-to-word (multipart: image, listId or listName); the run is a job (202). */
export const POST = startScrapeRoute("image-to-word");
