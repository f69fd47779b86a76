import { randomBytes } from "node:crypto";
import { expect, findEmailLink, signInThroughForm, test } from "./fixtures/auth";

/**
 * Changing the sign-in address: Settings keeps the old one until the link sent to the new one is followed;
 * the confirm page without a usable token says so instead of offering a button; then only the new address
 * signs in.
 */
test("change the email address in Settings, confirm it from the emailed link, sign in with it", async ({
  page,
  account,
}) => {
  const newEmail = `moved-${randomBytes(4).toString("hex")}@example.com`;
  await page.goto("/settings");
  const address = page.getByLabel("Email address");
  await address.fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: `Profile updated successfully! We sent a confirmation link to ${newEmail}.` }),
  ).toBeVisible();
  await expect(page.getByText(`Waiting for confirmation of ${newEmail}.`)).toBeVisible();

  await page.goto("/settings/email-change");
  await expect(page.getByRole("alert").filter({ hasText: "This link is invalid." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new email address" })).toHaveCount(0);

  const link = await findEmailLink(page.request, newEmail, "/settings/email-change");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm new email address" }).click();
  await expect(page.getByRole("main").getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  // Opened again, the link says the change is done instead of offering a confirmation that would fail.
  await page.goto(link);
  await expect(page.getByRole("main").getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm new email address" })).toHaveCount(0);

  await page.goto("/settings");
  await expect(address).toHaveValue(newEmail);
  await page.context().clearCookies();
  await page.goto("/signin");
  await page.getByLabel("Email address").fill(account.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Email is not registered" })).toBeVisible();
  await signInThroughForm(page, { email: newEmail, password: account.password });
});
