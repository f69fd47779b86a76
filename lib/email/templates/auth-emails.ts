import { renderEmail, type RenderedEmail } from "./layout";

/** The emails of the account flows; every link is built by the caller from APP_URL. */
export function verifyEmailTemplate({ name, url }: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: "Verify your email address for CRM Pro",
    heading: "Confirm your email address",
    paragraphs: [
      `Hi ${name},`,
      "Thanks for creating a CRM Pro account. Confirm this is your address to finish setting it up.",
      "The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.",
    ],
    action: { label: "Verify email", url },
  });
}

export function signUpAttemptTemplate({
  name,
  signInUrl,
  resetUrl,
}: {
  name: string;
  signInUrl: string;
  resetUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: "Someone tried to create a CRM Pro account with your email",
    heading: "You already have an account",
    paragraphs: [
      `Hi ${name},`,
      "Someone just tried to sign up for CRM Pro with this email address. Your account already exists, so nothing was changed.",
      `If it was you, sign in with the button below. If you forgot your password, reset it here: ${resetUrl}`,
      "If it was not you, you can ignore this email: nobody can use your account without your password.",
    ],
    action: { label: "Sign in", url: signInUrl },
  });
}

export function resetPasswordTemplate({ name, url }: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: "Reset your CRM Pro password",
    heading: "Reset your password",
    paragraphs: [
      `Hi ${name},`,
      "We received a request to reset the password of your CRM Pro account.",
      "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays the same.",
    ],
    action: { label: "Reset password", url },
  });
}

export function passwordChangedTemplate({
  name,
  resetUrl,
}: {
  name: string;
  resetUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: "Your CRM Pro password was changed",
    heading: "Your password was changed",
    paragraphs: [
      `Hi ${name},`,
      "The password of your CRM Pro account was just changed, and every other signed-in device was signed out.",
      "If this was not you, reset your password now and contact support.",
    ],
    action: { label: "Reset password", url: resetUrl },
  });
}
