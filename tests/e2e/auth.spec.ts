import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  findEmailLink,
  freshResetLink,
  freshVerificationLink,
  newTestUser,
  signInThroughForm,
  signUpAndSignIn,
  uniqueIp,
  verifyEmailThroughLink,
} from "./fixtures/auth";
import { Shell } from "./pages/shell";
import { SignUpPage } from "./pages/sign-up-page";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
});

test("sign up, verify from the outbox, sign in, visit both shells, sign out", async ({ page, context }) => {
  const user = newTestUser();
  const signUp = new SignUpPage(page);
  await signUp.goto("?plan=PRO");
  const panel = page.getByRole("complementary", { name: "Professional" });
  await expect(panel).toContainText("$38");
  await expect(panel).toContainText(
    "Payment will be processed after account creation. You can cancel anytime.",
  );
  await signUp.fill(user);
  await signUp.submit();
  await page.waitForURL(/\/signup-success\?email=/);
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("crm-pro:signup-email"))).toBe(user.email);

  // Without the verification the account cannot sign in, and is offered a new link.
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "verify your email" })).toBeVisible();
  await page.getByRole("button", { name: "Send a new verification link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a new link is on its way" })).toBeVisible();

  await verifyEmailThroughLink(page, user.email);
  await expect(page.getByText("Your email address is verified. You can sign in now.")).toBeVisible();
  // The link opened again (a second click in the email) says the address is verified, not that it failed.
  await page.goto(await findEmailLink(page.request, user.email, "/verify-email"));
  await expect(page.getByText("Your email address is already verified. You can sign in.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Verify email" })).toHaveCount(0);
  // The plan chosen at sign-up is offered once, right after the first sign-in; Skip keeps the free plan.
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/billing\/start\?plan=PRO/);
  await expect(
    page
      .getByRole("link", { name: "Continue to checkout" })
      .or(page.getByRole("button", { name: "Continue to checkout" })),
  ).toBeVisible();
  await page.getByRole("link", { name: "Skip, stay on Starter" }).click();
  await page.waitForURL("**/dashboard");

  const cookie = (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"));
  expect(cookie).toMatchObject({
    name: "__Host-authjs.session-token",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: -1,
  });
  expect(
    await page.evaluate(() => [localStorage.getItem("userId"), localStorage.getItem("userEmail")]),
  ).toEqual([expect.any(String), user.email]);

  const shell = new Shell(page);
  await expect(page.getByRole("heading", { name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(shell.creditsChip()).toHaveText("100 Credits");
  const menu = await shell.openAccountMenu();
  await expect(menu).toContainText(user.email);
  await expect(menu).toContainText("Free Plan");
  await expect(menu).toContainText("Last login");
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Projects" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await page.goto("/ai-recommendation");
  // A workspace that never ran an analysis gets the landing variant of the recommendation screen.
  await expect(
    page.getByRole("heading", { name: "Find where your next customers are", level: 1 }),
  ).toBeVisible();
  await expect(shell.sidebar().getByText(user.email)).toBeVisible();
  await expect(shell.sidebar().getByRole("button", { name: "User & Settings" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.goto("/settings?tab=security");
  await expect(page.getByRole("link", { name: "Security" })).toHaveAttribute("aria-current", "page");

  await shell.signOut();
  expect(
    await page.evaluate(() =>
      ["userId", "userEmail", "lastLoginAtGmt8", "previousLoginAtGmt8", "crm-pro:user"].map((k) =>
        localStorage.getItem(k),
      ),
    ),
  ).toEqual([null, null, null, null, null]);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard$/);
});

test("the old cookie is refused after sign-out, and remember me keeps a 30-day cookie", async ({
  page,
  context,
  browser,
}) => {
  const user = await signUpAndSignIn(page);
  const stolen = (await context.cookies()).find((c) => c.name === "__Host-authjs.session-token");
  expect(stolen).toBeDefined();
  await new Shell(page).signOut();

  const other = await browser.newContext();
  await other.addCookies([{ ...stolen!, expires: -1 }]);
  const replay = await other.newPage();
  await replay.goto("/dashboard");
  await expect(replay).toHaveURL(/\/signin/);
  await other.close();

  await signInThroughForm(page, user, true);
  const remembered = (await context.cookies()).find((c) => c.name === "__Host-authjs.session-token");
  const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(30);
});

test("sign-in messages, signed-in redirects and unknown paths", async ({ page }) => {
  await page.goto("/some/unknown/path");
  await expect(page).toHaveURL(/\/signin$/);
  const bypass = await page.request.get("/dashboard", {
    headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    maxRedirects: 0,
  });
  expect(bypass.status()).toBe(307);
  expect(bypass.headers().location).toMatch(/\/signin\?callbackUrl=/);

  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email address is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email address").fill("nobody-here@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Long-enough-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email is not registered" })).toBeVisible();

  const user = await signUpAndSignIn(page);
  await new Shell(page).signOut();
  await page.goto("/signin?callbackUrl=https://evil.example/x");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Wrong-password-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong email or password" })).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL("**/dashboard");

  await page.goto("/signin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/ai-recommendation$/);
  const api = await page.request.get("/api/no-such-route");
  expect(api.status()).toBe(404);
});

test("sign-up shows every validation message and the strength meter", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "Full name is required",
    "Email is required",
    "Phone is required",
    "Password is required",
    "You must agree to continue",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole("textbox", { name: "Phone", exact: true }).pressSequentially("9a1-2b3");
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("9123");
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("abc");
  await expect(page.getByText("Password strength: Weak")).toBeVisible();
  await password.fill("abcdefg");
  await expect(page.getByText("Password strength: Medium")).toBeVisible();
  await password.fill("abcdefghijk");
  await expect(page.getByText("Password strength: Strong")).toBeVisible();
  const signUp = new SignUpPage(page);
  await signUp.fill(newTestUser());
  await page.getByLabel("Referral Code (optional)").fill("NOSUCHCODE");
  await signUp.submit();
  await expect(page.locator("#signup-referral-error")).toHaveText(
    "This referral code does not exist. Check it or leave the field empty.",
  );
  await expect(page.getByLabel("Full Name")).not.toHaveValue("");
});

test("forgot and reset password", async ({ page }) => {
  const user = await signUpAndSignIn(page);
  await new Shell(page).signOut();
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  const link = await findEmailLink(page.request, user.email, "/reset-password");
  // The same link left open in a second tab, to be submitted after the first tab used it.
  const otherTab = await page.context().newPage();
  await otherTab.goto(link);
  await page.goto(link);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Fresh-orchard-2031");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Fresh-orchard-2031");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await expect(page.getByText("You can now sign in with your new password.")).toBeVisible();

  await otherTab.getByRole("textbox", { name: "New password", exact: true }).fill("Another-orchard-2031");
  await otherTab
    .getByRole("textbox", { name: "Confirm new password", exact: true })
    .fill("Another-orchard-2031");
  await otherTab.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    otherTab.getByRole("alert").filter({ hasText: "invalid, expired or already used" }),
  ).toBeVisible();
  await otherTab.close();

  // The used link says so at once, with the way to a new one, rather than showing the form again.
  await page.goto(link);
  await expect(
    page.getByText("This reset link is invalid, expired or already used. Please request a new one."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await page.waitForURL("**/forgot-password");

  await page.goto("/reset-password");
  await expect(page.getByText("Reset token is missing or invalid.")).toBeVisible();
  await signInThroughForm(page, { email: user.email, password: "Fresh-orchard-2031" });
});

test("small screens: hamburger, backdrop and closing on navigation; the auth bar hides on scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto("/signup");
  const bar = page.locator("header").first();
  // Retried from the top: a scroll before hydration has no listener yet.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute("data-hidden", "true", { timeout: 1000 });
  }).toPass();
  await page.mouse.wheel(0, -200);
  await expect(bar).toHaveAttribute("data-hidden", "false");

  await signUpAndSignIn(page);
  await page.goto("/ai-recommendation");
  const shell = new Shell(page);
  await expect(shell.sidebar()).not.toBeInViewport();
  await shell.toggle().click();
  await expect(shell.sidebar()).toBeInViewport();
  await page.getByTestId("sidebar-backdrop").click({ position: { x: 360, y: 300 } });
  await expect(shell.sidebar()).not.toBeInViewport();
  await shell.toggle().click();
  await shell.sidebar().getByRole("link", { name: "Teams" }).click();
  await page.waitForURL("**/teams");
  await expect(shell.sidebar()).not.toBeInViewport();

  // From the keyboard: the closed drawer's links are not tab stops (Tab goes from the header to the page),
  // the button says whether it is open, and Escape gives the focus back to it.
  await expect(shell.toggle()).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: /Account menu for/ }).focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main-content");
  await shell.toggle().press("Enter");
  await expect(shell.toggle()).toHaveAttribute("aria-expanded", "true");
  await shell.sidebar().getByRole("link", { name: "Teams" }).focus();
  await page.keyboard.press("Escape");
  await expect(shell.sidebar()).not.toBeInViewport();
  await expect(shell.toggle()).toBeFocused();

  // The settings tabs scroll sideways here: a tab past the edge, opened by its URL, is scrolled to.
  await page.goto("/settings?tab=notifications");
  const sections = page.getByRole("navigation", { name: "Settings sections" });
  await expect(sections.getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Notifications" })).toBeInViewport({ ratio: 1 });
});

test("wide screens collapse the sidebar to icons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page);
  const shell = new Shell(page);
  await expect(shell.sidebar()).toHaveAttribute("data-collapsed", "false");
  await shell.toggle().click();
  await expect(shell.sidebar()).toHaveAttribute("data-collapsed", "true");
  // The width animates (200 ms): wait for it to settle rather than measuring mid-transition.
  await expect.poll(async () => (await shell.sidebar().boundingBox())?.width).toBeLessThan(80);
});

test("auth pages have no serious or critical accessibility violations", async ({ page }) => {
  const resetLink = new URL(await freshResetLink(page.request));
  const verifyLink = new URL(await freshVerificationLink(page.request));
  for (const path of [
    `${resetLink.pathname}${resetLink.search}`,
    `${verifyLink.pathname}${verifyLink.search}`,
    "/signin",
    "/signup",
    "/signup?plan=ENTERPRISE",
    "/signup-success?email=a%40example.com",
    "/forgot-password",
    `/reset-password?token=${"A".repeat(43)}`,
    `/verify-email?token=${"A".repeat(43)}`,
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

// "One sign-in door": Auth.js's own endpoints are not mounted.
test("Auth.js endpoints are gone: no session, callback or CSRF answers under /api/auth", async ({
  request,
}) => {
  for (const path of [
    "/api/auth/session",
    "/api/auth/csrf",
    "/api/auth/providers",
    "/api/auth/signin/credentials",
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  const callback = await request.post("/api/auth/callback/credentials", {
    form: { email: "nobody@example.com", password: "Wrong-password-123", csrfToken: "x" },
    maxRedirects: 0,
  });
  expect(callback.status()).toBe(404);
  expect(callback.headers()["set-cookie"] ?? "").not.toContain("authjs.session-token");
});

// "Messages the spec names that never show": offline, and a server that fails without a message.
const serverActionFails = (page: Page) =>
  page.route(
    (url) => ["/signup", "/signin", "/forgot-password", "/reset-password"].includes(url.pathname),
    (route) =>
      route.request().method() === "POST" && route.request().headers()["next-action"]
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
        : route.continue(),
  );

test("sign-up shows the network error offline and 'Sign up failed' when the server fails", async ({
  page,
  context,
}) => {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill(newTestUser());
  await context.setOffline(true);
  await signUp.submit();
  await expect(page.getByRole("alert").filter({ hasText: "Network error, please try again." })).toBeVisible();
  await context.setOffline(false);
  await serverActionFails(page);
  await signUp.submit();
  await expect(page.getByRole("alert").filter({ hasText: "Sign up failed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
});

test("sign-in says 'Invalid email or password. Please try again.' offline and on other failures", async ({
  page,
  context,
}) => {
  await page.goto("/signin");
  await page.getByLabel("Email address").fill("someone@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Some-password-123");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const generic = page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." });
  await expect(generic).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  await serverActionFails(page);
  await page.getByLabel("Email address").fill("someone@example.com");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Some-password-123");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(generic).toBeVisible();
});

test("forgot and reset password show the network error offline; reset says 'Failed to reset password' on failure", async ({
  page,
  context,
}) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill("someone@example.com");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Network error, please try again." })).toBeVisible();
  await context.setOffline(false);

  await page.goto(await freshResetLink(page.request));
  const fill = async () => {
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("Fresh-orchard-2031");
    await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Fresh-orchard-2031");
  };
  await fill();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Network error, please try again." })).toBeVisible();
  await context.setOffline(false);
  await serverActionFails(page);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to reset password" })).toBeVisible();
});

test("a phone number pasted with its country code picks that code and is stored once", async ({ page }) => {
  const user = newTestUser();
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill(user);
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await phone.fill("+60 12-345 6789");
  await expect(page.getByLabel("Country code")).toHaveValue("+60");
  await expect(phone).toHaveValue("123456789");
  await signUp.submit();
  await page.waitForURL(/\/signup-success\?email=/);
  await verifyEmailThroughLink(page, user.email);
  await signInThroughForm(page, user);
  await page.goto("/settings");
  await expect(page.getByLabel("Phone number")).toHaveValue("+60123456789");
});

test.describe("a browser in Singapore", () => {
  test.use({ timezoneId: "Asia/Singapore" });

  test("signs up into a workspace that schedules in its time zone", async ({ page }) => {
    const user = newTestUser();
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.fill(user);
    await signUp.submit();
    await page.waitForURL(/\/signup-success\?email=/);
    await verifyEmailThroughLink(page, user.email);
    await signInThroughForm(page, user);
    await page.goto("/profile");
    await expect(page.getByLabel("Workspace time zone")).toHaveValue("Asia/Singapore");
  });
});
