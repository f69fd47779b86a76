import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";
import { ScrapingPage } from "./pages/scraping-page";

// playwright.config.ts serves ../shared/web-corpus on loopback and lets the app reach it (SCRAPE_ALLOW_HOSTS).
const corpusPort = Number(process.env.WEB_CORPUS_PORT ?? 4100);
const harbourline = `http://127.0.0.1:${corpusPort}/`;
const image = path.join(process.cwd(), "tests", "fixtures", "images", "contact-card.png");

test("scrape a website into a new list, follow it through a reload, and find its emails on the Leads page", async ({
  page,
  account: _account,
}) => {
  const scraping = new ScrapingPage(page);
  await page.goto("/ai-scraping");
  await scraping.platform("Website").click();
  await page.getByLabel("Website URL").fill(harbourline);
  await expect(page.getByTestId("calc-credits")).toHaveText("1");
  await expect(page.getByTestId("calc-usd")).toHaveText("$0.01");
  await scraping.startIntoNewList("Start Data Extraction", "Harbourline e2e");
  await expect(page).toHaveURL(/[?&]run=/);

  // The run's page survives a reload: it follows the same run from the URL.
  await page.reload();
  await scraping.waitForFinish();
  await expect(scraping.results).toContainText("info@harbourline.example");
  await expect(scraping.results.getByRole("link", { name: "Download Word" })).toBeVisible();
  const download = page.waitForEvent("download");
  await scraping.results.getByRole("link", { name: "Download Excel" }).click();
  expect((await download).suggestedFilename()).toMatch(/^web_results_\d{4}-\d{2}-\d{2}_[\d-]+\.csv$/);

  const leads = new LeadsPage(page);
  await leads.goto("?tab=source&source=web");
  await expect(leads.rows).toHaveCount(1);
  // The contact record's columns: who it is and how to reach them, not the raw JSON.
  await expect(leads.rows.first()).toContainText("Harbourline Freight");
  // The Name column names the lead, with the View button under it.
  const nameCell = leads.rows.first().getByRole("cell").nth(2);
  await expect(nameCell).toContainText("Harbourline Freight");
  await expect(nameCell.getByRole("button", { name: /^View / })).toBeVisible();
  await expect(leads.rows.first()).toContainText(/(info|sales)@harbourline\.example/);
  await expect(leads.rows.first()).toContainText(/\+441632960\d{3}/);
  await leads.rows
    .first()
    .getByRole("button", { name: /^View / })
    .click();
  const viewer = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Copy JSON" }) });
  await expect(viewer).toContainText("info@harbourline.example");
  await expect(viewer).toContainText("sales@harbourline.example");
  await page.keyboard.press("Escape");
  await leads.openTab("By File");
  await expect(page.getByRole("row", { name: /Harbourline e2e/ })).toContainText("DONE");

  // Analyze Another Website returns to the start.
  await page.goto("/ai-scraping");
  await scraping.platform("Website").click();
  await expect(page.getByLabel("Website URL")).toHaveValue("");
});

test("the website scraper reads several sites in one run: pasted one a line, or a CSV file's column", async ({
  page,
  account: _account,
}, testInfo) => {
  const brightwell = `http://127.0.0.1:${corpusPort + 1}/`;
  const scraping = new ScrapingPage(page);
  await page.goto("/ai-scraping");
  await scraping.platform("Website").click();
  const urls = page.getByLabel("Website URL");
  // Each site once: the same site twice is one lead and one credit.
  await urls.fill(`${harbourline}\n${brightwell}\n${harbourline}about`);
  await expect(page.getByTestId("calc-credits")).toHaveText("2");

  const csv = testInfo.outputPath("sites.csv");
  await writeFile(csv, `Company,Site\nHarbourline,${harbourline}\nBrightwell,${brightwell}\n`);
  await page.getByLabel("Or take the URLs from a CSV file").setInputFiles(csv);
  await expect(page.getByLabel("Column with the websites")).toHaveValue("Site");
  await expect(urls).toHaveValue(`${harbourline}\n${brightwell}`);
  await expect(page.getByTestId("calc-credits")).toHaveText("2");

  await scraping.startIntoNewList("Start Data Extraction", "Two sites e2e");
  await scraping.waitForFinish();
  await expect(scraping.results).toContainText("@harbourline.example");
  await expect(scraping.results).toContainText("@brightwell-dental.example");
});

test("read an image on /scrape and get its contacts", async ({ page, account: _account }) => {
  const scraping = new ScrapingPage(page);
  await page.goto("/scrape");
  await scraping.platform("Image to Text").click();
  await page.getByRole("button", { name: "Start Scraping" }).click();
  await expect(scraping.notice).toHaveText("Please upload an image");
  await page.locator("#configuration-section input[type=file]").setInputFiles(image);
  await scraping.startIntoNewList("Start Scraping", "Business cards");
  await scraping.waitForFinish();
  await expect(scraping.results).toContainText("sales@northwind.example");
  await page.getByRole("button", { name: "Process Another Image" }).press("Enter");
  await expect(scraping.platform("Website")).toBeFocused();
});

test("on /scrape the keyboard follows the steps: a chosen source's form, back to its card, and a run", async ({
  page,
  account: _account,
}) => {
  const scraping = new ScrapingPage(page);
  await page.goto("/scrape");
  await scraping.platform("Website").press("Enter");
  // The cards are gone: the focus is on the form's heading, and Tab goes on into the form.
  await expect(page.getByRole("heading", { name: "Configure Website" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Change source" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(scraping.platform("Website")).toBeFocused();

  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Website URL")).toBeFocused();
  await page.keyboard.type(harbourline);
  await page.getByRole("button", { name: "Start Scraping" }).press("Enter");
  await expect(scraping.chooser.getByLabel("List name")).toBeFocused();
  await page.keyboard.type("Keyboard sites");
  await scraping.chooser.getByRole("button", { name: "Create & Start" }).press("Enter");
  await scraping.waitForFinish();
  await expect(scraping.results).toContainText("info@harbourline.example");
});

test("a coming-soon platform says so", async ({ page, account: _account }) => {
  const scraping = new ScrapingPage(page);
  await page.goto("/ai-scraping");
  await scraping.platform("Facebook").click();
  await expect(scraping.toast("This platform is coming soon!")).toBeVisible();
  await expect(page.locator("#configuration-section")).toHaveCount(0);
});

test("not enough credits shows the need, the balance and a link to billing, and starts nothing", async ({
  page,
  account: _account,
}) => {
  const scraping = new ScrapingPage(page);
  await page.goto(
    "/ai-scraping?platform=LinkedIn&criteria=URL%3A%20https%3A%2F%2Fwww.linkedin.com%2Fsearch%2Fresults%2Fpeople%2F%3Fkeywords%3Dcto",
  );
  await expect(page.getByLabel("LinkedIn Search URL")).toHaveValue(
    "https://www.linkedin.com/search/results/people/?keywords=cto",
  );
  // The estimate starts at what the balance pays for (40 leads, 100 credits); asking for more is refused.
  await expect(page.getByTestId("calc-credits")).toHaveText("100");
  await page.getByLabel(/^Estimated leads/).fill("1000");
  await expect(page.getByTestId("calc-credits")).toHaveText("2,500");
  await page.getByRole("button", { name: "Start Data Extraction" }).click();
  await expect(scraping.notice).toContainText(
    "Not enough credits: this scrape needs 2,500 credits and your balance is 100.",
  );
  await expect(scraping.notice.getByRole("link", { name: "Go to Billing" })).toHaveAttribute(
    "href",
    "/billing",
  );
  await expect(scraping.chooser).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]run=/);

  const leads = new LeadsPage(page);
  await leads.goto("?tab=file");
  await expect(page.getByText("No lead lists found")).toBeVisible();

  await page.goto("/ai-scraping?platform=MySpace");
  await expect(scraping.notice).toHaveText('Platform "MySpace" not found. Please select manually.');
});
