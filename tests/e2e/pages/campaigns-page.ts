import AxeBuilder from "@axe-core/playwright";
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

  /** Serious and critical axe violations (WCAG 2.0 and 2.1, A and AA: the project's bar), named. */
  async seriousA11yViolations(): Promise<string[]> {
    // A toast fading out is measured at whatever opacity it has reached (a colour-contrast failure that
    // comes and goes with timing): the page is checked once its toasts have closed.
    await expect(this.page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    // The wizard's email preview is a sandboxed frame without scripts: axe cannot run inside it (and
    // waits until the test times out). Its content is the email the engine renders, not the app.
    const results = await new AxeBuilder({ page: this.page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude('iframe[title="Email preview"]')
      .analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
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
