import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";

test("leads table: hide a column, filter by has email, save the view and reopen it", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  // 50 sample leads (the 20 sites and business cards have an email), then 4 imported ones with one.
  await leads.loadSampleData();
  const upload = await leads.uploadCsv("leads-basic.csv");
  await expect(upload.getByText("4 leads imported")).toBeVisible();
  await upload.getByRole("button", { name: "Done" }).click();
  await expect(leads.total).toHaveText("54 leads");
  const header = (name: string) => leads.table.getByRole("columnheader", { name, exact: true });
  await expect(header("Phone")).toBeVisible();

  // Hide Phone and move Email above Title and Company, from the keyboard-reachable Columns panel.
  await page.getByRole("button", { name: "Columns" }).click();
  const columns = page.getByRole("dialog", { name: "Table columns" });
  await columns.getByRole("checkbox", { name: "Phone", exact: true }).click();
  await expect(header("Phone")).toHaveCount(0);
  await expect(leads.table.getByRole("columnheader").nth(4)).toHaveText("Title");
  await columns.getByRole("button", { name: "Move Email up" }).click();
  await columns.getByRole("button", { name: "Move Email up" }).click();
  await expect(leads.table.getByRole("columnheader").nth(3)).toHaveText("Email");
  // Escape closes the panel and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(columns).toBeHidden();
  await expect(page.getByRole("button", { name: "Columns" })).toBeFocused();

  await leads.filter("Has", "Has email");
  await page.waitForURL((url) => url.searchParams.get("has") === "email");
  await expect(leads.rows).toHaveCount(24);
  await expect(leads.rows.filter({ hasNot: page.locator("a[href^='mailto:']") })).toHaveCount(0);

  await page.getByRole("button", { name: "Views" }).click();
  const views = page.getByRole("dialog", { name: "Saved views" });
  await expect(views.getByText("No saved views yet.")).toBeVisible();
  await views.getByLabel("Save the current view as").fill("With email");
  await views.getByRole("button", { name: "Save" }).click();
  await expect(leads.toast('View "With email" saved.')).toBeVisible();
  await expect(views.getByRole("button", { name: "With email", exact: true })).toBeVisible();

  // Change the columns and filters away from the view, then reopen it. Opening Columns closes Views.
  await page.getByRole("button", { name: "Columns" }).click();
  await expect(views).toBeHidden();
  // From the keyboard this time: the checkbox takes Space.
  await columns.getByRole("checkbox", { name: "Phone", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(header("Phone")).toBeVisible();
  await leads.goto();
  await expect(page).toHaveURL(/\/leads$/);

  await page.getByRole("button", { name: "Views" }).click();
  await page
    .getByRole("dialog", { name: "Saved views" })
    .getByRole("button", { name: "With email", exact: true })
    .click();
  await page.waitForURL((url) => url.searchParams.get("has") === "email");
  await expect(header("Phone")).toHaveCount(0);
  await expect(leads.table.getByRole("columnheader").nth(3)).toHaveText("Email");
  await expect(leads.rows).toHaveCount(24);
});

test("more filters: location contains narrows the table, is kept in the URL and cleared again", async ({
  page,
  account: _account,
}) => {
  const leads = new LeadsPage(page);
  await leads.goto();
  await leads.loadSampleData();
  await expect(leads.total).toHaveText("50 leads");

  await page.getByRole("button", { name: "More filters" }).click();
  const panel = page.getByRole("form", { name: "More filters" });
  await expect(panel.getByLabel("List")).toBeVisible();
  await panel.getByLabel("Location contains").fill("Austin");
  await panel.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((url) => url.searchParams.get("loc") === "Austin");
  await expect(leads.rows.first()).toBeVisible();
  const shown = await leads.rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(25);
  await expect(leads.rows.filter({ hasNotText: "Austin" })).toHaveCount(0);

  await page.getByRole("button", { name: "Clear" }).click();
  await page.waitForURL((url) => !url.searchParams.has("loc"));
  await expect(leads.rows).toHaveCount(25);
});

test("at 360 px a lead's name opens its form, without scrolling the table to the Edit button; on a tablet the actions stay in view", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const leads = new LeadsPage(page);
  await leads.goto();
  await leads.loadSampleData();
  const first = leads.rows.first();
  const name = first.locator("[data-lead-name]");
  await expect(name).toBeInViewport();
  const label = (await name.textContent()) ?? "";
  await expect(first.getByRole("button", { name: `Edit lead ${label}` })).not.toBeInViewport();
  await name.click();
  const edit = page.getByRole("dialog", { name: "Edit Lead Details" });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole("textbox", { name: /^Name/ })).toHaveValue(label);
  await page.keyboard.press("Escape");

  // What to do with a selection stays in view while the page scrolls on to more rows.
  await leads.selectLead("Bluebird Analytics");
  const selection = page.getByRole("region", { name: "Selected leads" });
  await expect(selection).toBeInViewport();
  await page.getByRole("navigation", { name: "Pagination" }).scrollIntoViewIfNeeded();
  await expect(selection.getByRole("button", { name: "Create List" })).toBeInViewport();

  // A tablet: the table is still wider than its region, and each row's actions are pinned at its edge.
  await page.setViewportSize({ width: 1024, height: 740 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const table = page.getByRole("region", { name: "All leads" });
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
  await expect(first.getByRole("button", { name: `Edit lead ${label}` })).toBeInViewport();
  await first.getByRole("button", { name: `Edit lead ${label}` }).click();
  await expect(edit).toBeVisible();
});
