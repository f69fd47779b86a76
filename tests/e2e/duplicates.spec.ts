import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";

// The sample data's second lead is a Maps place: Bluebird Analytics, 11 Market Street, Berlin, Germany.
const csv = [
  "name,company,email,phone,street,city",
  "Bluebird Analytics,Bluebird Analytics,hello@bluebird-analytics.io,,11 Market St.,Berlin",
  "Unrelated Shop,Unrelated Shop,shop@unrelated.io,,,",
].join("\n");

test("duplicates: a Maps lead and a CSV row of the same company are merged from the review screen, then undone", async ({
  page,
  account: _account,
}) => {
  test.setTimeout(90_000);
  const leads = new LeadsPage(page);
  await leads.goto();
  await leads.loadSampleData();
  await expect(leads.total).toHaveText("50 leads");

  // The CSV arrives through the upload API (the screen's upload dialog is another journey's).
  const origin = new URL(page.url()).origin;
  const upload = await page.request.post("/api/leads/upload", {
    headers: { origin },
    multipart: { file: { name: "crm.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
  });
  expect(upload.status()).toBe(200);
  expect(((await upload.json()) as { data: { imported: number; merged: number } }).data).toMatchObject({
    imported: 2,
    merged: 0,
  });

  await leads.goto();
  await expect(leads.total).toHaveText("52 leads");
  await page.getByRole("link", { name: "1 possible duplicate" }).click();
  await expect(page.getByRole("heading", { name: "Possible duplicates", level: 1 })).toBeVisible();
  const pair = page.getByRole("listitem").filter({ hasText: "Same name and address" });
  await expect(pair.getByText("Maps", { exact: false }).first()).toBeVisible();
  await expect(pair.getByText("hello@bluebird-analytics.io (CSV)")).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await pair.getByRole("button", { name: "Merge Bluebird Analytics and Bluebird Analytics" }).click();
  await expect(leads.toast("Leads merged. You can undo this below.")).toBeVisible();
  await expect(page.getByText("No possible duplicates to review.")).toBeVisible();
  const merge = page.getByRole("listitem").filter({ hasText: "merged into" });
  await expect(merge).toContainText("from review");

  await leads.goto();
  await expect(leads.total).toHaveText("51 leads");
  await expect(page.getByRole("link", { name: /possible duplicate/ })).toHaveCount(0);

  await page.goto("/leads/duplicates");
  await page.getByRole("button", { name: "Undo merge of Bluebird Analytics and Bluebird Analytics" }).click();
  await expect(leads.toast("Merge undone: both leads are back as they were.")).toBeVisible();
  await expect(page.getByText("No merges yet.")).toBeVisible();
  await leads.goto();
  await expect(leads.total).toHaveText("52 leads");
});
