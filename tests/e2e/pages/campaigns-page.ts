import { seriousA11yViolations } from "../fixtures/axe";
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

  /**
   * From the empty page: Create Your First Campaign, the name and list, email, then `template` with its
   * preview rendered; the wizard stays on the message step.
   */
  async startFirstCampaign(
    name: string,
    listLabel: string,
    template: "Cold Outreach" | "Follow-up" | "Product Demo",
  ) {
    await this.page.getByRole("button", { name: "Create Your First Campaign" }).click();
    await this.wizard.getByLabel("Campaign name").fill(name);
    await this.wizard.getByLabel("Lead list").selectOption({ label: listLabel });
    await this.continueButton.click();
    await this.continueButton.click();
    await this.wizard.getByRole("button", { name: template }).click();
    await expect(this.wizard.getByTestId("preview-subject")).not.toBeEmpty();
  }

  /**
   * Steps 2 to 4 with email, a template and no pause between messages, then Send Campaign; `reach` is what
   * the message step must say the campaign reaches.
   */
  async finishWizard(template: "Cold Outreach" | "Follow-up" | "Product Demo", reach?: string) {
    await this.continueButton.click();
    await expect(this.wizard.getByRole("radio", { name: /Email/ })).toBeChecked();
    await expect(this.wizard.getByRole("radio", { name: /LinkedIn/ })).toBeDisabled();
    await this.continueButton.click();
    await this.wizard.getByRole("button", { name: template }).click();
    await expect(this.wizard.getByTestId("preview-subject")).not.toBeEmpty();
    if (reach) await expect(this.wizard.getByTestId("campaign-reach")).toHaveText(reach);
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

  /**
   * Serious and critical axe violations, named. The wizard's email preview is a sandboxed frame without
   * scripts: axe cannot run inside it (it would wait until the test times out), and its content is the
   * email the engine renders, not the app.
   */
  seriousA11yViolations(): Promise<string[]> {
    return seriousA11yViolations(this.page, { exclude: 'iframe[title="Email preview"]' });
  }

  /**
   * How far the page, or a dialog on it, reaches past the viewport's width or scrolls sideways inside
   * (a dialog is fixed: the page's own width does not show it); 0 when nothing does.
   */
  async sidewaysOverflow(dialog?: Locator): Promise<number> {
    const page = await this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (!dialog) return page;
    const inside = await dialog.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return Math.round(Math.max(el.scrollWidth - el.clientWidth, box.right - window.innerWidth, -box.left));
    });
    return Math.max(page, inside);
  }
}
