import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";
import { RecommendationPage } from "./pages/recommendation-page";
import { ScrapingPage } from "./pages/scraping-page";

// playwright.default-install.config.ts: no provider keys; Maps searches the OpenStreetMap fake's "Testville".
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`a default install, at ${viewport.width} px: from a description to leads through OpenStreetMap`, async ({
    page,
    account: _account,
  }) => {
    await page.setViewportSize(viewport);
    const reco = new RecommendationPage(page);
    await reco.goto();
    await reco
      .description()
      .fill("Family dental clinic in Testville offering check-ups, braces and teeth whitening");
    await reco.analyzeButton().click();
    await expect(reco.toast("AI analysis complete!")).toBeVisible();
    const maps = reco.card("Google Maps");
    await expect(maps.getByText("Search: offices")).toBeVisible();
    await expect(maps.getByText("Location: Testville")).toBeVisible();
    await maps.click();
    await reco.proceed().click();

    await page.waitForURL(/\/ai-scraping\?/);
    const scraping = new ScrapingPage(page);
    await expect(page.getByLabel("Business Type")).toHaveValue("offices");
    await expect(page.getByLabel("Location")).toHaveValue("Testville");
    // No key on this server: the source says whose data it is before anything runs.
    await expect(page.getByText(/OpenStreetMap/).first()).toBeVisible();
    await page.getByLabel(/^Estimated leads/).fill("20");
    await scraping.startIntoNewList("Start Data Extraction", "Testville offices");
    await scraping.waitForFinish();
    await expect(scraping.results).toContainText("Blue River Consulting");
    await expect(scraping.results).toContainText("OpenStreetMap");

    const leads = new LeadsPage(page);
    await leads.goto("?tab=source&source=maps");
    await expect(leads.rows.first()).toContainText("Blue River Consulting");
  });
}
