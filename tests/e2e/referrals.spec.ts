import { expect, test } from "@playwright/test";
import { newTestUser, signUpAndSignIn, uniqueIp, verifyEmailThroughLink } from "./fixtures/auth";

test("share a referral link, sign up through it, verify, and see the referrer's credits and history move", async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpAndSignIn(page);
  await page.goto("/referrals");
  await expect(page.getByRole("heading", { name: "Referrals" })).toBeVisible();
  await expect(page.getByText("No referrals yet. Share your link to start earning.")).toBeVisible();
  const link = await page.getByLabel("Your referral link").inputValue();
  expect(new URL(link).pathname).toBe("/signup");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText(/Referral link (shared|copied)\./)).toBeVisible();

  // Someone opens the link in their own browser and signs up; the code is filled in.
  const friend = newTestUser();
  const theirs = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  const them = await theirs.newPage();
  await them.goto(link);
  await expect(them.getByLabel("Referral Code (optional)")).toHaveValue(
    new URL(link).searchParams.get("ref") ?? "",
  );
  await them.getByLabel("Full Name").fill(friend.name);
  await them.getByLabel("Email Address").fill(friend.email);
  await them.getByLabel("Country code").selectOption("+65");
  await them.getByRole("textbox", { name: "Phone", exact: true }).fill(friend.phone.replace(/^\+65/, ""));
  await them.getByRole("textbox", { name: "Password", exact: true }).fill(friend.password);
  await them.getByLabel("Confirm Password").fill(friend.password);
  await them.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await them.getByRole("button", { name: "Create Account" }).click();
  await them.waitForURL(/signup-success/);

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: friend.email });
  await expect(row).toContainText("Pending");
  await expect(page.getByText("500 credits", { exact: true })).toBeVisible();

  await verifyEmailThroughLink(them, friend.email);
  await theirs.close();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: friend.email })).toContainText("Completed");
  await expect(page.getByText("100%")).toBeVisible();
  // On a phone the row carries its earnings and date under the address; the table does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  const narrowRow = page.getByRole("row").filter({ hasText: friend.email });
  await expect.poll(() => narrowRow.innerText()).toMatch(/500 credits · .+\(GMT\+8\)/);
  // The table's scroll region (the section around it has the same name).
  const history = page.getByRole("region", { name: "Referral history" }).and(page.locator("[tabindex='0']"));
  expect(await history.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/dashboard");
  // 100 free-plan credits and the 500 of the referral.
  await expect(page.getByRole("definition").filter({ hasText: /^600$/ })).toBeVisible();
});

test("at 360 px the referral link keeps a row of its own and its buttons wrap under it", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/referrals");
  const box = await page.getByLabel("Your referral link").boundingBox();
  expect(box!.width).toBeGreaterThan(240);
  const copyLink = await page.getByRole("button", { name: "Copy link" }).boundingBox();
  expect(copyLink!.y).toBeGreaterThan(box!.y + box!.height - 1);
});
