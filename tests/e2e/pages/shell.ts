import type { Page } from "@playwright/test";

/** The signed-in shells' top bar and sidebar. */
export class Shell {
  constructor(private readonly page: Page) {}

  creditsChip() {
    return this.page.getByTestId("credits-chip");
  }

  async openAccountMenu() {
    await this.page.getByRole("button", { name: /^Account menu for/ }).click();
    return this.page.getByRole("menu");
  }

  async signOut() {
    await this.openAccountMenu();
    await this.page.getByRole("menuitem", { name: "Sign Out" }).click();
    await this.page.waitForURL("**/signin");
  }

  sidebar() {
    return this.page.locator("#app-sidebar");
  }

  toggle() {
    return this.page.getByRole("button", { name: "Toggle navigation" });
  }
}
