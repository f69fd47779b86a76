import { expect, type Page } from "@playwright/test";

/** /billing and the fake Stripe's hosted checkout page. */
export class BillingPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/billing");
    await expect(this.page.getByRole("heading", { name: "Billing & Subscription" })).toBeVisible();
  }

  async choosePlan(name: string) {
    await this.page.getByRole("button", { name: `Upgrade to ${name}` }).click();
  }

  async buyPack(label: RegExp) {
    await this.page.getByRole("button", { name: label }).click();
  }

  /** Pays on the hosted checkout page; it sends the webhooks and returns to /billing-success. */
  async payOnHostedCheckout() {
    await this.page.waitForURL(/\/c\/pay\/cs_test_/);
    await this.page.getByRole("button", { name: "Pay" }).click();
    await this.page.waitForURL(/\/billing-success\?session_id=cs_test_/);
  }
}
