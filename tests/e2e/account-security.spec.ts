import { generateSync } from "otplib";
import type { Browser, Page } from "@playwright/test";
import { expect, signInThroughForm, test, uniqueIp, type TestUser } from "./fixtures/auth";
import { SecurityPage } from "./pages/security-page";
import { Shell } from "./pages/shell";

/** A second browser (its own cookies) signed in to the same account from another address. */
async function secondBrowser(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const page = await context.newPage();
  await signInThroughForm(page, user);
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto("/dashboard");
  await page.waitForURL(/\/signin/);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
}

test("turn on two-factor, sign out, and sign in with a code from the secret", async ({ page, account }) => {
  const security = new SecurityPage(page);
  await security.open();
  const secret = await security.startTwoFactorSetup();
  await security.confirmTwoFactor(generateSync({ secret }));
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();

  await new Shell(page).signOut();
  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  // The code of the next 30-second step: the one used to turn it on may not be replayed.
  await code.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/dashboard");
});

test("terminate a session opened in a second browser and see it signed out", async ({
  page,
  account,
  browser,
}) => {
  const other = await secondBrowser(browser, account);
  const security = new SecurityPage(page);
  await security.open();
  await expect(security.sessionRows()).toHaveCount(2);
  await expect(security.sessionRows().filter({ hasText: "This device" })).toHaveCount(1);
  await security.terminateOtherSession();
  await expectSignedOut(other);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard/);
  await other.context().close();
});

test("a form left open in a browser whose session was terminated says so and signs back in to it", async ({
  page,
  account,
  browser,
}) => {
  const other = await secondBrowser(browser, account);
  await other.goto("/settings");
  await other.getByLabel("Full name").fill("Renamed After Termination");

  const security = new SecurityPage(page);
  await security.open();
  await security.terminateOtherSession();

  await other.getByRole("button", { name: "Save Changes" }).click();
  const alert = other.getByRole("alert").filter({ hasText: "Please sign in to continue." });
  await expect(alert).toBeVisible();
  await alert.getByRole("link", { name: "Sign in" }).click();
  await other.waitForURL(/\/signin\?expired=1&callbackUrl=%2Fsettings/);
  await expect(other.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  await other.getByLabel("Email address").fill(account.email);
  await other.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await other.getByRole("button", { name: "Sign In", exact: true }).click();
  await other.waitForURL(/\/settings$/);
  await expect(other.getByLabel("Full name")).toHaveValue(account.name);
  await other.context().close();
});

test("change the password in settings and see the other browser signed out", async ({
  page,
  account,
  browser,
}) => {
  const other = await secondBrowser(browser, account);
  const security = new SecurityPage(page);
  await security.open("/settings?tab=security");
  await security.changePassword(account.password, `${account.password}-new`);
  await expectSignedOut(other);
  await page.goto("/settings?tab=security");
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await other.context().close();
});

test("the security screen fits a 360 px screen", async ({ page, account }) => {
  void account;
  await page.setViewportSize({ width: 360, height: 740 });
  await new SecurityPage(page).open();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("fields side by side line up whether or not one has a hint", async ({ page, account }) => {
  void account;
  await page.setViewportSize({ width: 1440, height: 900 });
  await new SecurityPage(page).open();
  const top = async (label: RegExp) => (await page.getByLabel(label).boundingBox())?.y;
  expect(await top(/^Confirm new password/)).toBe(await top(/^New password/));
});

test("new recovery codes need a current code; an old code is refused and a new one signs in", async ({
  page,
  account,
}) => {
  const security = new SecurityPage(page);
  await security.open("/settings?tab=security");
  const secret = await security.startTwoFactorSetup();
  await page.getByLabel("Code from your app").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  const oldCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allInnerTexts();
  expect(oldCodes).toHaveLength(10);
  await page.getByRole("button", { name: "I have saved them" }).click();

  const regenerate = page.getByLabel("Code for new recovery codes");
  await regenerate.fill(oldCodes[0] ?? "");
  await page.getByRole("button", { name: "New recovery codes" }).click();
  await expect(page.getByText(/a recovery code cannot replace the set/).first()).toBeVisible();
  await regenerate.fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "New recovery codes" }).click();
  const list = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(list).toHaveCount(10);
  const newCodes = await list.allInnerTexts();
  expect(newCodes.some((code) => oldCodes.includes(code))).toBe(false);
  await page.getByRole("button", { name: "I have saved them" }).click();

  await new Shell(page).signOut();
  const signInWith = async (code: string) => {
    await page.getByLabel("Email address").fill(account.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
  };
  await signInWith(oldCodes[1] ?? "");
  await expect(
    page.getByText("That code is not valid. Check your authenticator app and try again."),
  ).toBeVisible();
  expect(page.url()).toContain("/signin");
  await page.goto("/signin");
  await signInWith(newCodes[0] ?? "");
  await page.waitForURL("**/dashboard");
});

test("Delete Account is offered on the settings Security tab too", async ({ page, account: _account }) => {
  await page.goto("/settings?tab=security");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel('Type "DELETE MY ACCOUNT" to confirm')).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
