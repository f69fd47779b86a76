import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { getPlan } from "../../lib/plans/catalog";
import { demoVideoPattern, LandingPage, videoUnavailableMessage } from "./pages/landing-page";

test.use({ reducedMotion: "no-preference" });

test("choosing Professional opens sign-up with the plan in its side panel", async ({ page }) => {
  const landing = new LandingPage(page);
  const plan = getPlan("PRO");
  await landing.goto();

  await landing.choosePlan(plan.name);

  await expect(page).toHaveURL(/\/signup\?plan=PRO$/);
  const panel = page.getByRole("complementary").filter({ hasText: plan.name });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(plan.description);
  await expect(panel).toContainText(`$${plan.price}`);
  await expect(panel).toContainText(plan.period);
  for (const feature of plan.features) await expect(panel).toContainText(feature);
  await expect(panel).toContainText(
    "Payment will be processed after account creation. You can cancel anytime.",
  );
});

test.describe("testimonials carousel", () => {
  test("advances on its own and pauses while hovered or focused", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.currentSlide).toHaveAccessibleName("1 of 3");
    await expect(landing.slideLiveRegion).toHaveAttribute("aria-live", "off");

    await expect(landing.currentSlide).toHaveAccessibleName("2 of 3", { timeout: 15_000 });

    // Paused = not rotating, which is when slide changes are announced.
    await landing.carousel.hover();
    await expect(landing.slideLiveRegion).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    await expect(landing.slideLiveRegion).toHaveAttribute("aria-live", "off");
    await landing.carouselButton("Next testimonial").focus();
    await expect(landing.slideLiveRegion).toHaveAttribute("aria-live", "polite");
  });

  test("is operated by keyboard: stop, previous, dots and next", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.currentSlide).toHaveAccessibleName("1 of 3");
    // The server's HTML assumes reduced motion ("Start"): "Stop" means hydrated and rotating, so keys now count.
    await expect(landing.rotationButton).toHaveAccessibleName("Stop automatic slide show");

    await landing.rotationButton.focus();
    await page.keyboard.press("Enter");
    await expect(landing.rotationButton).toHaveAccessibleName("Start automatic slide show");

    await page.keyboard.press("Tab");
    await expect(landing.carouselButton("Previous testimonial")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(landing.currentSlide).toHaveAccessibleName("3 of 3");

    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(landing.carouselButton("Testimonial 2")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(landing.currentSlide).toHaveAccessibleName("2 of 3");
    await expect(landing.carouselButton("Testimonial 2")).toHaveAttribute("aria-current", "true");

    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(landing.carouselButton("Next testimonial")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(landing.currentSlide).toHaveAccessibleName("3 of 3");
    await page.keyboard.press("Enter");
    await expect(landing.currentSlide).toHaveAccessibleName("1 of 3");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not rotate on its own and announces slides", async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      await landing.waitForHydration();
      await expect(landing.rotationButton).toHaveAccessibleName("Start automatic slide show");
      await expect(landing.slideLiveRegion).toHaveAttribute("aria-live", "polite");
    });
  });
});

test.describe("demo video", () => {
  test("plays from a local source with a poster", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(landing.video).toHaveAttribute("poster", /^\/demo\/.+\.webp$/);
    await expect
      .poll(() => landing.video.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThan(0);
    const video = await landing.video.evaluate((element: HTMLVideoElement) => ({
      source: new URL(element.currentSrc).pathname,
      duration: element.duration,
    }));
    expect(video.source).toMatch(demoVideoPattern);
    expect(video.duration).toBeGreaterThanOrEqual(10);
    expect(video.duration).toBeLessThanOrEqual(20);
    await expect(page.getByText(videoUnavailableMessage)).toHaveCount(0);
  });

  test("shows the apology when its sources fail after the page is interactive", async ({ page }) => {
    const landing = new LandingPage(page);
    let releaseVideo = () => {};
    const videoMayFail = new Promise<void>((resolve) => (releaseVideo = resolve));
    await page.route(demoVideoPattern, async (route) => {
      await videoMayFail;
      await route.abort("failed");
    });
    // A pending media request holds the load event, so do not wait for it.
    await landing.goto({ waitUntil: "domcontentloaded" });
    await landing.waitForHydration();
    await expect(landing.video).toBeVisible();

    releaseVideo();
    await expect(landing.videoUnavailable).toBeVisible();
    await expect(landing.video).toHaveCount(0);
  });

  test("is added once the page is interactive, not in the server's HTML", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('id="demo"');
    expect(html).not.toContain("<video");

    const landing = new LandingPage(page);
    await landing.goto();
    await landing.waitForHydration();
    await expect(landing.video).toHaveCount(1);
  });
});

test("asks for its scripts only after its first frame, and hydrates", async ({ page }) => {
  // The first animation frame, read on the main thread as the page's loader reads it: a frame's paint is
  // presented later on a loaded machine, so "first-paint" can come after a request the loader made.
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      document.documentElement.setAttribute("data-first-frame", String(performance.now())),
    );
  });
  const landing = new LandingPage(page);
  await landing.goto();
  await landing.waitForHydration();
  const { firstFrame, scriptStarts } = await page.evaluate(() => ({
    firstFrame: Number(document.documentElement.getAttribute("data-first-frame")),
    scriptStarts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(firstFrame).toBeGreaterThan(0);
  expect(scriptStarts.length).toBeGreaterThan(0);
  expect(Math.min(...scriptStarts)).toBeGreaterThan(firstFrame);
});

test("loads without console errors and without a request to another host", async ({ page, baseURL }) => {
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin)
      foreignRequests.push(url.href);
  });

  const landing = new LandingPage(page);
  await landing.goto({ waitUntil: "networkidle" });
  await landing.waitForHydration();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");

  expect(errors).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test.describe("accessibility and search engines", () => {
  const seriousViolations = async (page: import("@playwright/test").Page) => {
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  };

  test("axe finds no serious or critical violation on a desktop", async ({ page }) => {
    await new LandingPage(page).goto();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("axe finds no serious or critical violation, and the section menu works", async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);

      await page.getByRole("banner").locator("summary", { hasText: "Sections" }).click();
      await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Pricing" }).click();
      await expect(page).toHaveURL(/#pricing$/);
      await expect(landing.pricing.getByRole("heading", { level: 2 })).toBeInViewport();
    });
  });

  test("has one h1, no skipped heading level, and the metadata search engines read", async ({
    page,
    request,
  }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    const levels = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i}`).toBeLessThanOrEqual(1));

    await expect(page).toHaveTitle(/CRM Pro/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute("content");
    for (const image of [ogImage, twitterImage]) {
      const url = new URL(image ?? "");
      const response = await request.get(`${url.pathname}${url.search}`);
      expect(response.headers()["content-type"]).toBe("image/png");
    }

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    const types = jsonLd["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["Organization", "Product"]);
    expect(jsonLd["@graph"][1].offers.map((offer: { price: string }) => offer.price)).toEqual([
      "0.00",
      "38.00",
      "188.00",
    ]);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);

    // Browsers and crawlers ask for /favicon.ico whatever the page's icon link says.
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});
