import type { Page } from "@playwright/test";
import type { TestUser } from "../fixtures/auth";

/** The sign-up form, by its labels. */
export class SignUpPage {
  constructor(private readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/signup${query}`);
  }

  async fill(user: TestUser, options: { agree?: boolean; confirm?: string } = {}) {
    const p = this.page;
    await p.getByLabel("Full Name").fill(user.name);
    await p.getByLabel("Email Address").fill(user.email);
    await p.getByLabel("Country code").selectOption("+65");
    await p.getByRole("textbox", { name: "Phone", exact: true }).fill(user.phone.replace(/^\+65/, ""));
    await p.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await p.getByLabel("Confirm Password").fill(options.confirm ?? user.password);
    if (options.agree ?? true) await p.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  }

  submit() {
    return this.page.getByRole("button", { name: "Create Account" }).click();
  }
}
