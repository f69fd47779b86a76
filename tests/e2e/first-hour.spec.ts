import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { LeadsPage } from "./pages/leads-page";
import { ScrapingPage } from "./pages/scraping-page";
import { Shell } from "./pages/shell";

const image = path.join(process.cwd(), "tests", "fixtures", "images", "contact-card.png");
const PHONE = { width: 360, height: 740 };

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A sidebar link, opening the drawer first on a small screen (choosing a link closes it again). */
async function sidebarLink(page: Page, name: string): Promise<Locator> {
  const shell = new Shell(page);
  const small = (page.viewportSize()?.width ?? 1440) < 1024;
  if (small && (await shell.sidebar().getAttribute("data-drawer-open")) !== "true")
    await shell.toggle().click();
  return shell.sidebar().getByRole("link", { name, exact: true });
}

for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
  test(`both shells reach every area from their navigation at ${viewport.width} px`, async ({
    page,
    account: _account,
  }) => {
    await page.setViewportSize(viewport);
    const workspace: Array<[string, RegExp]> = [
      ["Projects", /\/projects$/],
      ["Scrape", /\/scrape$/],
      ["Leads", /\/leads$/],
      ["Campaigns", /\/campaigns$/],
      ["Integrations", /\/integrations$/],
      ["Settings", /\/settings$/],
      ["Dashboard", /\/dashboard$/],
      ["Recommendations", /\/ai-recommendation$/], // into the studio shell
    ];
    await page.goto("/dashboard");
    for (const [name, url] of workspace) {
      await (await sidebarLink(page, name)).click();
      await expect(page).toHaveURL(url);
    }
    const studio: Array<[string, RegExp]> = [
      ["AI Scraping", /\/ai-scraping$/],
      ["Leads", /\/leads2$/],
      ["Integrations", /\/integrations$/],
    ];
    for (const [name, url] of studio) {
      await page.goto("/ai-recommendation");
      await (await sidebarLink(page, name)).click();
      await expect(page).toHaveURL(url);
    }
    for (const [name, url] of [
      ["Projects", /\/projects$/],
      ["Campaigns", /\/campaigns$/],
      ["Settings", /\/settings$/],
      ["Dashboard", /\/dashboard$/], // back into the workspace shell
    ] as const) {
      await page.goto("/ai-recommendation");
      await (await sidebarLink(page, name)).click();
      await expect(page).toHaveURL(url);
    }
  });
}

test("at 360 px: the Leads empty state, the header, long project names, the sidebar and toasts fit", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize(PHONE);
  const shell = new Shell(page);

  await page.goto("/leads");
  await expect(page.getByText("No leads yet")).toBeInViewport();
  await noSidewaysScroll(page);
  // All four tabs show whole, without scrolling the tab strip.
  const tabs = page.getByRole("tablist", { name: "Lead views" });
  expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expect(tabs.getByRole("tab", { name: "By File" })).toBeInViewport({ ratio: 1 });
  await expect(shell.creditsChip()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeInViewport({ ratio: 1 });

  // A project name longer than the screen wraps instead of being cut.
  const longName = "Corporate wellness partnerships with small and medium enterprises near Tanjong Pagar";
  const created = await page.request.post("/api/projects", {
    data: {
      name: longName,
      description: "Dental clinic in Singapore looking for corporate deals",
      industry: "Healthcare",
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/projects");
  const title = page.getByTestId("project-card").getByRole("heading", { name: longName });
  await expect(title).toBeInViewport({ ratio: 1 });
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await noSidewaysScroll(page);

  // On a long page scrolled to its end, the open sidebar still runs from the top bar to the bottom.
  await page.goto("/ai-recommendation");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shell.toggle().click();
  const box = await shell.sidebar().boundingBox();
  expect(box?.y).toBe(64);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(PHONE.height);
  await page.getByTestId("sidebar-backdrop").click({ position: { x: 340, y: 400 } });

  // A toast never covers the top bar's buttons.
  await page.goto("/scrape");
  await new ScrapingPage(page).platform("Facebook").click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  // Where it rests once its entrance (a slide from the top) has finished.
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThanOrEqual(64);
  await expect(shell.creditsChip()).toBeInViewport({ ratio: 1 });
});

test("at 360 px every screen of both shells keeps its margin and never scrolls sideways", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize(PHONE);
  const screens = [
    "/dashboard",
    "/projects",
    "/leads",
    "/campaigns",
    "/scrape",
    "/integrations",
    "/settings",
  ];
  const studio = ["/ai-recommendation", "/teams", "/notifications", "/profile", "/security", "/billing"];
  for (const screen of [...screens, ...studio, "/data-privacy", "/referrals"]) {
    await page.goto(screen);
    const heading = page.getByRole("heading", { level: 1 }).first();
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    expect(box?.x ?? 0, `${screen}: the heading touches the screen's edge`).toBeGreaterThanOrEqual(12);
    await noSidewaysScroll(page);
  }
});

test("at 360 px a scrape that settles updates the credits chip without a reload, and a fractional balance fits", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize(PHONE);
  const shell = new Shell(page);
  const scraping = new ScrapingPage(page);
  await page.goto("/scrape");
  await expect(shell.creditsChip()).toHaveText("100 Credits");
  await scraping.platform("Image to Text").click();
  await page.locator("#configuration-section input[type=file]").setInputFiles(image);
  await scraping.startIntoNewList("Start Scraping", "Cards at 360");
  await scraping.waitForFinish();
  await expect(shell.creditsChip()).toHaveText("99.2 Credits"); // 0.8 credits a lead, no reload
  await expect(shell.creditsChip()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeInViewport({ ratio: 1 });
  await noSidewaysScroll(page);
  // Results read as people read them: human headers, no raw JSON.
  await expect(scraping.results.getByRole("columnheader").first()).toBeVisible();
  await expect(scraping.results.getByRole("columnheader").filter({ hasText: /_|[a-z][A-Z]/ })).toHaveCount(0);
  await expect(scraping.results).not.toContainText('{"');
});

test("a coming-soon platform chosen from a recommendation says so, and LinkedIn starts at what the balance pays for", async ({
  page,
  account: _account,
}) => {
  const scraping = new ScrapingPage(page);
  await page.goto("/ai-scraping?platform=Facebook&criteria=Search%3A%20offices");
  await expect(scraping.notice).toHaveText("This platform is coming soon!");
  await expect(scraping.toast("This platform is coming soon!")).toBeVisible();
  await expect(page.locator("#configuration-section")).toHaveCount(0);

  await page.goto("/ai-scraping");
  await scraping.platform("LinkedIn").click();
  await expect(page.getByTestId("estimate-value")).toHaveText("40"); // 100 credits at 2.5 a lead
  await expect(page.getByTestId("calc-credits")).toHaveText("100");
});

test("AI Outreach, not built yet, leads to the email campaign wizard that works today", async ({
  page,
  account: _account,
}) => {
  await page.goto("/ai-outreach");
  await expect(page.getByRole("heading", { name: "Coming soon" })).toBeVisible();
  await page.getByRole("link", { name: "Create an email campaign" }).click();
  await expect(page).toHaveURL(/\/campaigns\?createNew=true$/);
  const wizard = page.getByRole("dialog", { name: "Create Campaign" });
  await expect(wizard).toBeVisible();
  // A new account has no list to send to: the wizard says where lists come from, and links there.
  await expect(wizard.getByText("No lead lists yet:")).toBeVisible();
  await wizard.getByRole("link", { name: "import" }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole("button", { name: "Upload Leads" })).toBeVisible();
});

test.describe("in a browser on another clock and in another language", () => {
  test.use({ timezoneId: "Pacific/Auckland", locale: "de-DE" });

  test("every screen, with leads in it, renders on the server as in the browser: no hydration error", async ({
    page,
    account: _account,
  }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    const leads = new LeadsPage(page);
    await leads.goto();
    await leads.loadSampleData();
    const screens = [
      "/dashboard",
      "/projects",
      "/leads",
      "/leads?tab=source&source=web",
      "/leads?tab=project",
      "/leads?tab=file",
      "/leads/duplicates",
      "/campaigns",
      "/scrape",
      "/integrations",
      "/settings",
      "/settings?tab=subscription",
      "/ai-recommendation",
      "/teams",
      "/notifications",
      "/profile",
      "/security",
      "/billing",
      "/data-privacy",
      "/referrals",
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await page.waitForLoadState("networkidle");
    }
    expect(errors).toEqual([]);
  });
});
