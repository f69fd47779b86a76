import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./fixtures/auth";

test("the dashboard counts imported leads, charts them by day and source, and opens the figures as a table", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const imported = await page.request.post("/api/leads/upload", {
    data: {
      fileName: "fair",
      leads: [
        { name: "Ana", company: "Acme" },
        { name: "Bo", company: "Beta" },
        { name: "Cy", company: "Core" },
      ],
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto("/dashboard");
  const leads = page.locator("dl", { has: page.getByRole("link", { name: "Leads", exact: true }) });
  await expect(leads.locator("dd")).toHaveText("3");
  const chart = page.getByRole("region", { name: "Leads added per day (last 30 days)" });
  await expect(chart.getByRole("img", { name: /^3 leads added in the last 30 days/ })).toBeVisible();

  // The table's rows exist once it is opened, and hold today's figures.
  await expect(chart.getByRole("table")).toHaveCount(0);
  await chart.getByText("Show as a table").click();
  const table = chart.getByRole("table", { name: "Leads added per day and source, last 30 days" });
  const today = new Date().toISOString().slice(0, 10);
  await expect(table.getByRole("row", { name: new RegExp(`^${today}`) })).toContainText("3");
  await expect(table.getByRole("columnheader", { name: "Total" })).toBeVisible();
});

/**
 * The dashboard's links are prefetched as it loads; none may preload a stylesheet the page then leaves
 * unused, which Chromium reports a few seconds after the load (the Leads skeleton once brought the data
 * table's stylesheet along).
 */
test("the dashboard's console stays clean after its links are prefetched", async ({ page }) => {
  await signUpAndSignIn(page);
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") messages.push(message.text());
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /^Welcome, /, level: 1 })).toBeVisible();
  // Chromium checks a preloaded resource three seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(messages).toEqual([]);
});
