import type { Page } from "@playwright/test";

/** /ai-recommendation: describe, analyze, choose, proceed. */
export class RecommendationPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/ai-recommendation");
  }

  description() {
    return this.page.getByLabel("Business description");
  }

  analyzeButton() {
    return this.page.getByRole("button", { name: /^(Analyze|Get AI Recommendations)$/ });
  }

  cards() {
    return this.page.getByTestId("recommendation-card");
  }

  card(platform: string) {
    return this.cards().filter({ has: this.page.getByRole("heading", { name: platform, exact: true }) });
  }

  proceed() {
    return this.page.getByRole("button", { name: "Proceed to AI Scraping" });
  }

  toast(text: string) {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
