import { expect, type Locator, type Page } from "@playwright/test";

/** The Campaigns page and its Create Campaign wizard, as a user sees them: roles and labels only. */
export class CampaignsPage {
  constructor(readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/campaigns${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  }

  get wizard(): Locator {
    return this.page.getByRole("dialog", { name: "Create Campaign" });
  }

  get continueButton(): Locator {
    return this.wizard.getByRole("button", { name: "Continue" });
  }

  card(name: string): Locator {
    return this.page
      .locator("[data-slot=card]")
      .filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  status(name: string): Locator {
    return this.card(name).locator("[data-slot=badge]");
  }

  stat(label: string): Locator {
    return this.page
      .getByRole("region", { name: "Campaign statistics" })
      .locator("dl")
      .filter({ hasText: label });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  /** Steps 2 to 4 with email, a template and no pause between messages, then Send Campaign. */
  async finishWizard(template: "Cold Outreach" | "Follow-up" | "Product Demo") {
    await this.continueButton.click();
    await expect(this.wizard.getByRole("radio", { name: /Email/ })).toBeChecked();
    await expect(this.wizard.getByRole("radio", { name: /LinkedIn/ })).toBeDisabled();
    await this.continueButton.click();
    await this.wizard.getByRole("button", { name: template }).click();
    await expect(this.wizard.getByTestId("preview-subject")).not.toBeEmpty();
    await expect(this.continueButton).toBeEnabled();
    await this.continueButton.click();
    await expect(this.wizard.getByRole("radio", { name: "Send Now" })).toBeChecked();
    await this.wizard.getByLabel("Delay between messages (minutes)").fill("0");
    await this.wizard.getByRole("button", { name: "Send Campaign" }).click();
    await expect(this.toast("Campaign sent successfully!")).toBeVisible();
    await expect(this.wizard).toBeHidden();
  }

  async openCampaign(name: string): Promise<Locator> {
    await this.page.getByRole("link", { name, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
