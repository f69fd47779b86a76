import { expect, test } from "./fixtures/auth";
import { BillingPage } from "./pages/billing-page";
import { Shell } from "./pages/shell";

test.describe("billing through Stripe Checkout (local fake Stripe)", () => {
  test("upgrade to Professional: success page, then the plan and 5,100 credits in the shell", async ({ page, account }) => {
    void account;
    const billing = new BillingPage(page);
    await billing.open();
    await expect(page.getByTestId("current-plan")).toHaveText("Starter");
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

  test("a cancelled checkout says nothing was charged", async ({ page }) => {
    await page.goto("/billing-cancel");
    await expect(page.getByText("Nothing was charged")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Subscription" })).toHaveAttribute("href", "/settings?tab=subscription");
  });
});
