import { expectNoSeriousA11yViolations } from "./fixtures/axe";
import { expect, test } from "./fixtures/auth";
import { RecommendationPage } from "./pages/recommendation-page";

test("AI recommendation: a dental clinic in Singapore gets Google Maps searching for its customers, and Proceed prefills the Maps scraper", async ({
  page,
  account: _account,
}) => {
  const reco = new RecommendationPage(page);
  await reco.goto();
  // A workspace that never ran an analysis sees the landing variant.
  await expect(
    page.getByRole("heading", { level: 1, name: "Find where your next customers are" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular business types" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();

  await reco.analyzeButton().click();
  await expect(reco.toast("Please describe your business first")).toBeVisible();
  await expect(reco.cards()).toHaveCount(0);

  await page.getByRole("button", { name: /Healthcare Practice/ }).click();
  await expect(reco.description()).toHaveValue(/^We are a Healthcare Practice: /);

  await reco
    .description()
    .fill("Family dental clinic in Singapore offering check-ups, braces and teeth whitening");
  await reco.analyzeButton().click();
  await expect(reco.toast("AI analysis complete!")).toBeVisible();
  const maps = reco.card("Google Maps");
  await expect(maps.getByText("Recommended")).toBeVisible();
  // Its customers (offices nearby), not its competitors (other dental clinics).
  await expect(maps.getByText("Search: offices")).toBeVisible();
  await expect(maps.getByText("Location: Singapore")).toBeVisible();
  // A source this workspace has not connected says so on its card before anything is filled in.
  await expect(maps.getByTestId("recommendation-unavailable")).toHaveCount(0);
  const instagram = reco.card("Instagram");
  await expect(instagram.getByText("Not connected", { exact: true })).toBeVisible();
  await expect(instagram.getByTestId("recommendation-unavailable")).toHaveText(
    "Instagram account not connected. Please connect your Instagram account in the Integrations page before scraping.",
  );
  await expect(reco.page.getByRole("heading", { name: "Recommended lead sources" })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  await reco.proceed().click();
  await expect(reco.toast("Please select one recommendation before proceeding")).toBeVisible();
  await maps.click();
  await expect(maps).toHaveAttribute("aria-pressed", "true");
  await maps.click();
  await expect(maps).toHaveAttribute("aria-pressed", "false");
  await maps.click();
  await reco.proceed().click();

  await page.waitForURL(/\/ai-scraping\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("platform")).toBe("Google Maps");
  expect(url.searchParams.getAll("criteria")).toEqual([
    "Search: offices",
    "Location: Singapore",
    "Also search: coworking spaces, companies",
  ]);
  await expect(page.locator('[data-platform="maps"]')).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Business Type")).toHaveValue("offices");
  await expect(page.getByLabel("Location")).toHaveValue("Singapore");

  // Having run an analysis, the workspace now gets the shell variant.
  await reco.goto();
  await expect(page.getByRole("heading", { level: 1, name: "AI Recommendation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Analyze" })).toBeVisible();
});
