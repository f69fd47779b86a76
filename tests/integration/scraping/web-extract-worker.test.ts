/**
 * Page extraction runs in a worker thread with a budget per page: a 5 MB adversarial page is read
 * while the server's health route keeps answering, and a page past its budget is dropped without
 * taking the pool down.
 */
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { ExtractTimeout, extractLead, extractPage } from "@/lib/scraping/web/extract-pool";

const FIVE_MB = 5 * 1024 * 1024;

/** One long run of address-like characters (what froze the server), plus one real address. */
function adversarialPage(): string {
  const head = `<!doctype html><html lang="en-GB"><head><title>Acme Ltd</title></head><body><p><a href="mailto:hello@acme.example">Write to us</a></p><p>`;
  const tail = "</p></body></html>";
  const unit = "a.b-c_d+e";
  return head + unit.repeat(Math.floor((FIVE_MB - head.length - tail.length) / unit.length)) + tail;
}

describe("page extraction off the event loop", () => {
  it("reads a 5 MB adversarial page in the worker while the health route answers", async () => {
    const html = adversarialPage();
    expect(html.length).toBeGreaterThan(FIVE_MB - 64);
    await health(); // the first call opens the database; the one that matters is made during the extraction
    let extracted = false;
    // The page budget has its own test below; on a loaded machine the default could expire first.
    const extraction = extractPage(html, { budgetMs: 100_000 }).then((facts) => {
      extracted = true;
      return facts;
    });
    const response = await health();
    expect([200, 503]).toContain(response.status);
    expect(await response.json()).toHaveProperty("database");
    expect(extracted).toBe(false);
    const facts = await extraction;
    expect(facts.emails).toEqual(["hello@acme.example"]);
    const lead = await extractLead(new URL("https://acme.example/"), [facts]);
    expect(lead).toMatchObject({
      companyName: "Acme Ltd",
      emails: ["hello@acme.example"],
      region: "GB",
      pagesCrawled: 1,
    });
  }, 120_000);

  it("drops a page that runs past its budget and reads the next one", async () => {
    const html = adversarialPage();
    await expect(extractPage(html, { budgetMs: 1 })).rejects.toBeInstanceOf(ExtractTimeout);
    const facts = await extractPage(`<title>Next Ltd</title><p>Mail next@next.example</p>`);
    expect(facts.emails).toEqual(["next@next.example"]);
  }, 120_000);

  it("drops a page whose scrape is stopped", async () => {
    const controller = new AbortController();
    const pending = extractPage(adversarialPage(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ExtractTimeout);
  }, 120_000);
});
