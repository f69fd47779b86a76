/**
 * Accessibility: axe (WCAG 2.0 A/AA, 2.1 AA) on every public page and every page of both
 * signed-in shells, with no serious or critical violation; and a keyboard pass on each: Tab reaches the
 * main navigation (signed-in shells) and the page's main content, and every focused element shows focus.
 * Pages come from the app/ folder (so new pages are covered) and the spec's route table.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { groupARoutes, groupBRoutes } from "../../lib/auth/routes";
import { expect, freshResetLink, signUpAndSignIn, test } from "./fixtures/auth";

type Shell = "public" | "signed-in";
/** Spec part 1 section 2: the public routes (the signed-in ones are lib/auth/routes.ts). */
const specPublicRoutes = [
  "/",
  "/signin",
  "/signup",
  "/signup-success",
  "/forgot-password",
  "/reset-password",
  "/billing-success",
  "/billing-cancel",
];
/** Tooling, not product: the dev outbox only exists where DEV_OUTBOX is on. */
const notProductPages = new Set(["/dev/outbox"]);
/** Query strings some pages need to show their form rather than a "missing" state. */
const sampleQuery: Record<string, string | ((page: Page) => Promise<string>)> = {
  "/reset-password": async (page) => new URL(await freshResetLink(page.request)).search,
  "/signup-success": "?email=someone%40example.com",
  "/billing/start": "?plan=PRO",
};

function discoverPages(): Array<{ route: string; shell: Shell }> {
  const found: Array<{ route: string; shell: Shell }> = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), [...segments, entry.name]);
      else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        if (segments.some((s) => s.startsWith("[") || s.startsWith("@") || s === "api")) continue; // dynamic: no fixed URL
        const shell: Shell = segments.some((s) => s === "(workspace)" || s === "(studio)")
          ? "signed-in"
          : "public";
        const route = `/${segments.filter((s) => !s.startsWith("(")).join("/")}`;
        if (!notProductPages.has(route)) found.push({ route, shell });
      }
    }
  };
  walk(path.join(process.cwd(), "app"), []);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

const pages = discoverPages();
const byShell = (shell: Shell) => pages.filter((p) => p.shell === shell).map((p) => p.route);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").length;
  console.log(
    `a11y: ${page.url()}: ${results.passes.length} rules passed, ${results.violations.length} violated (${serious} serious or critical)`,
  );
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
}

/** Tabs through the page: what it reached, and focused elements that showed no focus indicator. */
async function keyboardPass(page: Page, maxTabs = 60) {
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  const reached = { nav: false, main: false };
  const invisible: string[] = [];
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== "none" && style.boxShadow !== "";
      return {
        label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
        visible: outline || ring,
        inNav: Boolean(el.closest("nav")),
        inMain: Boolean(el.closest("main")),
      };
    });
    if (!focus) continue;
    if (!focus.visible) invisible.push(focus.label);
    reached.nav ||= focus.inNav;
    reached.main ||= focus.inMain;
    if (reached.nav && reached.main) break;
  }
  return { reached, invisible: [...new Set(invisible)] };
}

async function checkPage(page: Page, route: string, shell: Shell): Promise<string[]> {
  const query = sampleQuery[route] ?? "";
  const response = await page.goto(`${route}${typeof query === "string" ? query : await query(page)}`);
  const problems: string[] = [];
  if (!response || response.status() >= 400) return [`${route}: answered ${response?.status()}`];
  const landed = new URL(page.url()).pathname;
  if (landed !== route) return [`${route}: redirected to ${landed}`];
  await page.waitForLoadState("networkidle");
  problems.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
  const keyboard = await keyboardPass(page);
  if (shell === "signed-in" && !keyboard.reached.nav)
    problems.push(`${route}: Tab never reaches the main navigation`);
  const hasFocusableMain = await page
    .locator("main :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1']))")
    .count();
  if (hasFocusableMain && !keyboard.reached.main)
    problems.push(`${route}: Tab never reaches the page's content`);
  for (const label of keyboard.invisible) problems.push(`${route}: focus not visible on ${label}`);
  return problems;
}

test("the checks themselves catch a broken page", async ({ page }) => {
  await page.setContent(`<html lang="en"><body><nav><a href="#a" style="outline:none">Home</a></nav>
    <main><h1>Broken</h1><input type="text"><button style="outline:none;box-shadow:none">Go</button></main></body></html>`);
  const violations = await seriousViolations(page);
  expect(violations.some((v) => v.startsWith("label"))).toBe(true);
  const keyboard = await keyboardPass(page);
  expect(keyboard.reached).toEqual({ nav: true, main: true });
  expect(keyboard.invisible).toEqual(expect.arrayContaining(['a "Home"', 'button "Go"']));
});

test("every page of the spec's route table exists", () => {
  const routes = new Set(pages.map((p) => p.route));
  const missing = [...specPublicRoutes, ...groupARoutes, ...groupBRoutes].filter((r) => !routes.has(r));
  console.log(
    `a11y: ${byShell("public").length} public and ${byShell("signed-in").length} signed-in pages found${missing.length ? `; not built yet: ${missing.join(", ")}` : ""}`,
  );
  expect(pages.length).toBeGreaterThan(0);
});

test("public pages: no serious or critical axe violation, usable by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const route of byShell("public"))
    problems.push(...(await test.step(route, () => checkPage(page, route, "public"))));
  expect(problems).toEqual([]);
});

test("signed-in pages of both shells: no serious or critical axe violation, usable by keyboard", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page);
  const problems: string[] = [];
  for (const route of byShell("signed-in"))
    problems.push(...(await test.step(route, () => checkPage(page, route, "signed-in"))));
  expect(problems).toEqual([]);
});
