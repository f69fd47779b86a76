import { expect, type Locator, type Page } from "@playwright/test";

export const demoVideoPattern = /\/demo\/crm-pro-demo\.(webm|mp4)$/;
export const videoUnavailableMessage = "Sorry, the demo video is unavailable right now.";

/** The public landing page (/) as a visitor sees it: roles, names and visible texts only. */
export class LandingPage {
  constructor(readonly page: Page) {}

  async goto(options: Parameters<Page["goto"]>[1] = {}) {
    await this.page.goto("/", options);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  get pricing(): Locator {
    return this.page.getByRole("region", { name: "Plans that grow with your pipeline" });
  }

  async choosePlan(planName: string) {
    await this.pricing.getByRole("link", { name: `Choose ${planName}` }).click();
  }

  get video(): Locator {
    return this.page.locator("#demo video");
  }

  get videoUnavailable(): Locator {
    return this.page.getByRole("status").filter({ hasText: videoUnavailableMessage });
  }

  get carousel(): Locator {
    return this.page.getByRole("region", { name: "Customer testimonials" });
  }

  /** The slide on show: the others are hidden, so only one slide group is in the accessibility tree. */
  get currentSlide(): Locator {
    return this.carousel.getByRole("group", { name: /^\d of \d$/ });
  }

  get slideLiveRegion(): Locator {
    return this.page.locator("#testimonial-slides");
  }

  carouselButton(
    name: "Previous testimonial" | "Next testimonial" | `Testimonial ${number}` | RegExp,
  ): Locator {
    return this.carousel.getByRole("button", { name, exact: typeof name === "string" });
  }

  get rotationButton(): Locator {
    return this.carouselButton(/automatic slide show/);
  }

  /** Proves the client components have hydrated: a carousel control changes the slide (a click before hydration is lost, so retry). */
  async waitForHydration() {
    await expect(async () => {
      await this.carouselButton("Testimonial 2").click();
      await expect(this.currentSlide).toHaveAccessibleName("2 of 3", { timeout: 1_000 });
    }).toPass();
  }
}
