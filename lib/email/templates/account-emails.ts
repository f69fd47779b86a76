import { renderEmail, type RenderedEmail } from "./layout";

/** Emails of the account screens (profile, security); every link is built by the caller from APP_URL. */
export function confirmEmailChangeTemplate({
  name,
  url,
  newEmail,
}: {
  name: string;
  url: string;
  newEmail: string;
}): RenderedEmail {
  return renderEmail({
    subject: "Confirm your new email address for CRM Pro",
    heading: "Confirm your new email address",
    paragraphs: [
      `Hi ${name},`,
      `You asked to use ${newEmail} for your CRM Pro account. Nothing changes until you confirm it.`,
      "The link works once, only while you are signed in to that account, and expires in 24 hours. If you did not ask for this, ignore this email.",
    ],
    action: { label: "Confirm email address", url },
  });
}

export function emailChangeRequestedTemplate({
  name,
  newEmail,
  securityUrl,
}: {
  name: string;
  newEmail: string;
  securityUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: "A change of your CRM Pro email address was requested",
    heading: "Email change requested",
    paragraphs: [
      `Hi ${name},`,
      `Someone signed in to your CRM Pro account asked to change its email address to ${newEmail}. It changes only when the link sent to that address is followed.`,
      "If this was not you, change your password and sign out your other sessions on the Security page.",
    ],
    action: { label: "Review security", url: securityUrl },
  });
}

export function twoFactorChangedTemplate({
  name,
  enabled,
  securityUrl,
}: {
  name: string;
  enabled: boolean;
  securityUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: enabled
      ? "Two-factor authentication is on for your CRM Pro account"
      : "Two-factor authentication was turned off",
    heading: enabled ? "Two-factor authentication is on" : "Two-factor authentication is off",
    paragraphs: [
      `Hi ${name},`,
      enabled
        ? "Signing in to your CRM Pro account now asks for a code from your authenticator app after the password."
        : "Signing in to your CRM Pro account no longer asks for a code from your authenticator app.",
      "If this was not you, change your password on the Security page now.",
    ],
    action: { label: "Review security", url: securityUrl },
  });
}
