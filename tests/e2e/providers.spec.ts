import { expect, test } from "./fixtures/auth";
import { BillingPage } from "./pages/billing-page";
import { LeadsPage } from "./pages/leads-page";
import { ScrapingPage } from "./pages/scraping-page";

/**
 * In Chromium with the fakes playwright.config.ts starts (Places on 4320, Unipile on 4310):
 * a Maps scrape of 200 places lands 200 leads with the Maps badge; a LinkedIn scrape refuses without a
 * connected account and succeeds once the account is connected through the Integrations page.
 */
const fakeUnipile = `http://127.0.0.1:${process.env.UNIPILE_FAKE_PORT ?? 4310}`;

async function buyCredits(page: import("@playwright/test").Page) {
  const billing = new BillingPage(page);
  await billing.open();
  await billing.buyPack(/\+1,000 for/);
  await billing.payOnHostedCheckout();
  await expect(page.getByText("Credits added")).toBeVisible();
}

test("a Google Maps scrape of 200 places lands 200 leads with the Maps badge", async ({
  page,
  account: _account,
}) => {
  await buyCredits(page);
  const scraping = new ScrapingPage(page);
  await page.goto("/ai-scraping");
  await scraping.platform("Google Maps").click();
  await page.getByLabel("Business Type").fill("dentists");
  await page.getByLabel("Location").fill("Testville");
  const slider = page.getByRole("slider");
  await slider.focus();
  // From the default 100 to 200 in steps of 10.
  for (let i = 0; i < 10; i++) await slider.press("ArrowRight");
  await expect(page.getByTestId("calc-credits")).toHaveText("200");
  await scraping.startIntoNewList("Start Data Extraction", "Testville dentists");
  await scraping.waitForFinish();

  const leads = new LeadsPage(page);
  await leads.goto("?tab=source&source=maps");
  await expect(leads.total).toHaveText("200 leads");
  await expect(leads.rows.first().getByText("Google Maps", { exact: true })).toBeVisible();
  await expect(leads.rows.first()).toContainText("Testville Dental");
  await leads.openTab("By File");
  await expect(page.getByRole("row", { name: /Testville dentists/ })).toContainText("DONE");
});

test("a LinkedIn scrape refuses without a connected account and succeeds with one", async ({
  page,
  account: _account,
}) => {
  const scraping = new ScrapingPage(page);
  const searchUrl = "https://www.linkedin.com/search/results/people/?keywords=founder";
  await page.goto("/scrape");
  // A card with two badges keeps its icon and its badges inside it.
  const card = scraping.platform("LinkedIn");
  const cardBox = (await card.boundingBox())!;
  expect((await card.locator("svg").first().boundingBox())?.width).toBeGreaterThan(0);
  const notConnectedBadge = (await card.getByText("Not connected", { exact: true }).boundingBox())!;
  expect(notConnectedBadge.x + notConnectedBadge.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await card.click();
  await page
    .getByLabel("LinkedIn Search URL")
    .fill("https://www.linkedin.com/search/results/companies/?keywords=founder");
  await page.getByRole("button", { name: "Start Scraping" }).click();
  await expect(scraping.notice).toHaveText("LinkedIn URL search with people.");

  await page.getByLabel("LinkedIn Search URL").fill(searchUrl);
  const slider = page.getByRole("slider");
  await slider.focus();
  await slider.press("Home");
  await expect(page.getByTestId("calc-credits")).toHaveText("25");
  await page.getByRole("button", { name: "Start Scraping" }).click();
  const notConnected =
    "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.";
  // The card says so before anything is filled in, and Start asks the server (check-linkedin) before the list chooser.
  await expect(page.getByTestId("source-unavailable")).toContainText(notConnected);
  await expect(scraping.toast(notConnected)).toBeVisible();
  await expect(scraping.notice).toContainText(notConnected);
  await expect(scraping.chooser).toBeHidden();

  // Connect LinkedIn through the (fake) Unipile hosted page, then scrape.
  await page.goto("/integrations");
  await page.getByTestId("integration-LINKEDIN").getByRole("button", { name: "Connect" }).click();
  await page.waitForURL(`${fakeUnipile}/hosted/**`);
  await page.getByRole("button", { name: "Connect" }).click();
  await page.waitForURL(/\/integrations/);
  await expect(
    page.getByTestId("integration-LINKEDIN").getByText("Connected", { exact: true }),
  ).toBeVisible();

  await page.goto("/scrape");
  await scraping.platform("LinkedIn").click();
  await page.getByLabel("LinkedIn Search URL").fill(searchUrl);
  await slider.focus();
  await slider.press("Home");
  await scraping.startIntoNewList("Start Scraping", "Founders");
  await scraping.waitForFinish();
  const leads = new LeadsPage(page);
  await leads.goto("?tab=source&source=linkedin");
  await expect(leads.total).toHaveText("10 leads");
  await expect(leads.rows.first().getByText("LinkedIn", { exact: true })).toBeVisible();
});
