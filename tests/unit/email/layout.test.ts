import { describe, expect, it } from "vitest";
import { emailChangeRequestedTemplate, twoFactorChangedTemplate } from "@/lib/email/templates/account-emails";
import { signUpAttemptTemplate, passwordChangedTemplate } from "@/lib/email/templates/auth-emails";
import { renderEmail } from "@/lib/email/templates/layout";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe("renderEmail", () => {
  it("links web addresses in paragraphs, leaving a sentence's full stop outside the link", () => {
    const { html } = renderEmail({
      subject: "S",
      heading: "H",
      paragraphs: ["Review it at https://app.test/security. Or https://app.test/a?x=1&y=<2>, then stop."],
    });
    expect(hrefs(html)).toEqual(["https://app.test/security", "https://app.test/a?x=1&amp;y="]);
    expect(html).toContain("https://app.test/security</a>. Or");
    expect(html).not.toContain("<2>");
  });
});

describe("security notices", () => {
  it("each carries its link as a button, not as words in a sentence", () => {
    const url = "https://app.test/security";
    const resetUrl = "https://app.test/forgot-password";
    for (const email of [
      emailChangeRequestedTemplate({ name: "Ada", newEmail: "ada@new.test", securityUrl: url }),
      twoFactorChangedTemplate({ name: "Ada", enabled: false, securityUrl: url }),
      passwordChangedTemplate({ name: "Ada", resetUrl }),
    ]) {
      const target = email.subject.includes("password") ? resetUrl : url;
      expect(hrefs(email.html), email.subject).toEqual([target]);
      expect(email.text, email.subject).toMatch(new RegExp(`: ${target}\\n`));
      expect(email.text, email.subject).not.toContain(`${target}.`);
    }
  });

  it("the existing-account notice links both sign-in and reset", () => {
    const email = signUpAttemptTemplate({
      name: "Ada",
      signInUrl: "https://app.test/signin",
      resetUrl: "https://app.test/forgot-password",
    });
    expect(hrefs(email.html).sort()).toEqual(["https://app.test/forgot-password", "https://app.test/signin"]);
    expect(email.text).not.toContain("forgot-password.");
  });
});
