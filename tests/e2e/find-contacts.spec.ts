import { writeFile } from "node:fs/promises";
import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";

// playwright.config.ts serves ../shared/web-corpus on loopback and lets the app reach it (SCRAPE_ALLOW_HOSTS).
const corpusPort = Number(process.env.WEB_CORPUS_PORT ?? 4100);
const harbourline = `http://127.0.0.1:${corpusPort}/`;

test("Find contacts on a selected lead reads its website and fills its email on the same row", async ({
  page,
  account: _account,
}, testInfo) => {
  test.setTimeout(120_000);
  const csv = testInfo.outputPath("find-contacts.csv");
  await writeFile(
    csv,
    `Name,Company,Website\nMara Tennant,Harbourline Freight,${harbourline}\nNo Site,Nowhere Ltd,\n`,
  );
  const leads = new LeadsPage(page);
  await leads.goto();
  const upload = await leads.uploadCsv(csv);
  await expect(upload.getByText("2 leads imported")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();
  await expect(leads.total).toHaveText("2 leads");
  await expect(leads.row("Mara Tennant")).not.toContainText("@harbourline.example");

  await leads.selectLead("Mara Tennant");
  await leads.selectLead("No Site");
  await page.getByRole("button", { name: "Find contacts", exact: true }).click();
  await expect(leads.toast(/Finding contacts on 1 website.*1 lead skipped/)).toBeVisible();
  await expect(page.getByRole("status", { name: "Find contacts result" })).toContainText(
    "Find contacts finished: 1 lead gained contacts (1 credit charged).",
    { timeout: 90_000 },
  );
  // The same lead, not a new one, now with the site's email and phone.
  await expect(leads.total).toHaveText("2 leads");
  await expect(leads.row("Mara Tennant")).toContainText(/(info|sales)@harbourline\.example/);
  await expect(leads.row("Mara Tennant")).toContainText(/\+441632960\d{3}/);
});
