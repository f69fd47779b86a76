import { expect, test } from "./fixtures/auth";
import { BillingPage } from "./pages/billing-page";
import { Shell } from "./pages/shell";

test.describe("billing through Stripe Checkout (local fake Stripe)", () => {
  test("upgrade to Professional: success page, then the plan and 5,100 credits in the shell", async ({
    page,
    account,
  }) => {
    void account;
    const billing = new BillingPage(page);
    await billing.open();
    await expect(page.getByTestId("current-plan")).toHaveText("Starter");
    // The free plan's credits arrive on the first of next month, whatever the day today.
    const now = new Date();
    const firstOfNextMonth = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
    await expect(page.getByText("Credits renew on:")).toBeVisible();
    await expect(page.getByTestId("period-end")).toHaveText(firstOfNextMonth);
    await billing.choosePlan("Professional");
    await billing.payOnHostedCheckout();
    await expect(page.getByRole("heading", { name: "Thank you for your payment" })).toBeVisible();
    await expect(page.getByTestId("success-plan")).toHaveText("Professional");
    await expect(page.getByTestId("subscription-status")).toHaveText("Active");
    // After 2.5 s the page replaces itself with the subscription tab.
    await page.waitForURL("**/settings?tab=subscription");
    await expect(page.getByTestId("current-plan")).toHaveText("Professional");
    await expect(new Shell(page).creditsChip()).toHaveText("5,100 Credits");
    await page.goBack();
    await expect(page).not.toHaveURL(/billing-success/);
    await page.goto("/settings?tab=billing");
    await expect(page.getByTestId("payment-method")).toContainText("Visa ending in 4242");
    await expect(page.getByTestId("payment-method")).toContainText("Default");
    await expect(page.getByRole("cell", { name: /Subscription/ })).toBeVisible();
  });

  test("buy a 1,000-credit pack and see the credits rise", async ({ page, account }) => {
    void account;
    const billing = new BillingPage(page);
    await billing.open();
    const chip = new Shell(page).creditsChip();
    await expect(chip).toHaveText("100 Credits");
    await billing.buyPack(/\+1,000 for/);
    await billing.payOnHostedCheckout();
    await expect(page.getByText("Credits added")).toBeVisible();
    await page.waitForURL("**/settings?tab=subscription");
    await expect(new Shell(page).creditsChip()).toHaveText("1,100 Credits");
  });

  test("Enterprise from Professional: the proration and the new credits are shown before anything changes", async ({
    page,
    account,
  }) => {
    void account;
    const billing = new BillingPage(page);
    await billing.open();
    await billing.choosePlan("Professional");
    await billing.payOnHostedCheckout();
    await expect(page.getByTestId("success-plan")).toHaveText("Professional");
    await expect(new Shell(page).creditsChip()).toHaveText("5,100 Credits");
    await billing.open();
    await billing.choosePlan("Enterprise");
    const dialog = page.getByRole("alertdialog", { name: "Change to Enterprise?" });
    await expect(dialog.getByTestId("plan-change-preview")).toContainText(
      /You are charged \$1\d\d\.\d\d now for the rest of this period/,
    );
    await expect(dialog).toContainText("20,000 credits are added at once.");
    await expect(dialog).toContainText("you pay $188 a month and get 25,000 credits each month.");
    // Nothing has changed yet; cancelling leaves Professional.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("current-plan")).toHaveText("Professional");
    await billing.choosePlan("Enterprise");
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Pay \$1\d\d\.\d\d and change$/ })
      .click();
    await expect(page.getByText("Your plan is now Enterprise.")).toBeVisible();
    await expect(page.getByTestId("current-plan")).toHaveText("Enterprise");
    await expect(new Shell(page).creditsChip()).toHaveText("25,100 Credits");
  });

  test("a cancelled checkout says nothing was charged", async ({ page }) => {
    await page.goto("/billing-cancel");
    await expect(page.getByText("Nothing was charged")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Subscription" })).toHaveAttribute(
      "href",
      "/settings?tab=subscription",
    );
  });
});
