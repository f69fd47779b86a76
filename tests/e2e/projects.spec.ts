import { expect, test } from "./fixtures/auth";

test("projects: create from the dashboard, see the AI analysis appear, view it, and find it in the By Project tab", async ({
  page,
  account: _account,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Quick actions" })).toBeVisible();
  await page.getByRole("link", { name: "New project" }).click();
  await page.waitForURL(/\/projects\?action=create/);

  const form = page.getByRole("dialog", { name: "New Project" });
  const submit = form.getByRole("button", { name: "Create Project" });
  await expect(submit).toBeDisabled();
  await form.getByLabel("Project Name").fill("Singapore dentists");
  await form
    .getByLabel("Description")
    .fill("Family dental clinic in Singapore offering braces and whitening");
  await form.getByLabel("Industry").selectOption("Other");
  await expect(form.getByText("Please enter your industry")).toBeVisible();
  await expect(submit).toBeDisabled();
  await form.getByLabel("Your industry").fill("Dental care");
  await form.getByLabel("Pricing Range").selectOption("Under $1,000");
  await submit.click();

  const card = page.getByTestId("project-card").filter({ hasText: "Singapore dentists" });
  await expect(card).toBeVisible();
  // The project-analysis job runs in the server; the card polls until it is done.
  await expect(card.getByText("AI pick: Google Maps")).toBeVisible({ timeout: 30_000 });
  await card.getByRole("button", { name: "View AI recommendations for Singapore dentists" }).click();
  const modal = page.getByRole("dialog", { name: /AI recommendations/ });
  await expect(modal.getByText("Recommended")).toBeVisible();
  // A source not connected in this workspace says so before "Use this source" is followed.
  const notConnected = modal.getByRole("listitem").filter({ hasText: /^Instagram/ });
  await expect(notConnected.getByText("Not connected", { exact: true })).toBeVisible();
  await expect(notConnected.getByTestId("recommendation-unavailable")).toContainText(
    "Instagram account not connected.",
  );
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "View details of Singapore dentists" }).click();
  const details = page.getByRole("dialog", { name: "Singapore dentists" });
  await expect(details.getByRole("link", { name: "Start Scraping Leads" })).toHaveAttribute(
    "href",
    /\/scrape\?project=[0-9a-f-]{36}$/,
  );
  await page.keyboard.press("Escape");

  await page.goto("/leads?tab=project");
  const row = page.getByRole("row").filter({ hasText: "Singapore dentists" });
  await expect(row).toBeVisible();
  await expect(row.getByText("Dental care")).toBeVisible();
  await expect(row.getByText("Under $1,000")).toBeVisible();
  await row.getByRole("button", { name: "View", exact: true }).click();
  await expect(modal.getByText("Not connected", { exact: true }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  // Search and the Industry filter live in the URL and the server applies them.
  await page.getByLabel("Industry").selectOption("Dental care");
  await page.waitForURL(/pindustry=Dental\+care/);
  await expect(row).toBeVisible();
  await page.getByLabel("Search projects").fill("nothing like this");
  await page.waitForURL(/pq=nothing\+like\+this/);
  await expect(page.getByText("No projects found")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No projects found")).toBeVisible();
  await page.getByLabel("Search projects").fill("");
  await page.waitForURL((url) => !url.searchParams.has("pq"));
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Delete Singapore dentists" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete project?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Project deleted" })).toBeVisible();
  await expect(page.getByText("No projects found")).toBeVisible();
});
