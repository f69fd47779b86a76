import { expect, type Locator, type Page } from "@playwright/test";

/** /ai-scraping and /scrape as a user sees them. */
export class ScrapingPage {
  constructor(readonly page: Page) {}

  platform(name: string): Locator {
    return this.page.locator("#platform-selection").getByRole("button", { name: new RegExp(`^${name}`) });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  get notice(): Locator {
    return this.page.getByTestId("scrape-notice");
  }

  get chooser(): Locator {
    return this.page.getByRole("dialog", { name: "Save leads to a list" });
  }

  /** Start, name a new list, Create & Start. */
  async startIntoNewList(startLabel: string, listName: string) {
    await this.page.getByRole("button", { name: startLabel }).click();
    await expect(this.chooser).toBeVisible();
    await this.chooser.getByLabel("List name").fill(listName);
    await expect(this.chooser.getByText(`${listName.length}/50`)).toBeVisible();
    await this.chooser.getByRole("button", { name: "Create & Start" }).click();
    await expect(this.chooser).toBeHidden();
  }

  async waitForFinish() {
    await expect(this.page.getByRole("heading", { name: "Scrape finished" })).toBeVisible({
      timeout: 120_000,
    });
  }

  get results(): Locator {
    return this.page.getByTestId("scrape-results");
  }
}
