import { expect, type Page } from "@playwright/test";

/** The security screen (/security, and the same component in /settings?tab=security). */
export class SecurityPage {
  constructor(private readonly page: Page) {}

  async open(path = "/security") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  }

  sessionRows() {
    return this.page.getByTestId("session-row");
  }

  /** Terminates the one session that is not this browser's. */
  async terminateOtherSession() {
    await this.sessionRows()
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: /^Terminate/ })
      .click();
    await expect(this.sessionRows()).toHaveCount(1);
  }

  /** Starts the setup and returns the key shown for typing into an authenticator app. */
  async startTwoFactorSetup(): Promise<string> {
    await this.page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(this.page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    return (await this.page.getByTestId("two-factor-secret").innerText()).trim();
  }

  async confirmTwoFactor(code: string) {
    await this.page.getByLabel("Code from your app").fill(code);
    await this.page.getByRole("button", { name: "Turn on" }).click();
    await expect(this.page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await this.page.getByRole("button", { name: "I have saved them" }).click();
  }

  async changePassword(current: string, next: string) {
    await this.page.getByLabel("Current password").fill(current);
    await this.page.getByLabel(/^New password/).fill(next);
    await this.page.getByLabel("Confirm new password").fill(next);
    await this.page.getByRole("button", { name: "Update Password" }).click();
    await expect(
      this.page.getByText("Password updated. Every other session has been signed out.").first(),
    ).toBeVisible();
  }
}
