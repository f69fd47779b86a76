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

test("a default install has no Stripe: billing shows the plans and credits, nothing can be bought, the owner is told what to set", async ({
  page,
  account: _account,
}) => {
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Billing & Subscription", level: 1 })).toBeVisible();
  const note = page.getByRole("note");
  await expect(note).toContainText("Billing is not configured on this server.");
  await expect(note).toContainText("STRIPE_SECRET_KEY");
  await expect(page.getByText("credits available")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Professional" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "+1,000 for $10" })).toBeDisabled();
});
