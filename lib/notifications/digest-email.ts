import { renderEmail, type RenderedEmail } from "@/lib/email/templates/layout";

/** One category's notifications since the last digest, with the link that turns this category's email off. */
export function digestEmailTemplate(input: {
  name: string;
  category: string;
  items: { title: string; body: string; url: string }[];
  unsubscribeUrl: string;
  settingsUrl: string;
}): RenderedEmail {
  const count = input.items.length;
  const lines = input.items.map((i) => `${i.title}${i.body ? `: ${i.body}` : ""} (${i.url})`);
  return renderEmail({
    subject:
      count === 1
        ? `${input.category}: ${input.items[0]?.title ?? ""}`
        : `${input.category}: ${count} new notifications`,
    heading: `${input.category} notifications`,
    paragraphs: [`Hi ${input.name},`, ...lines, `Turn off ${input.category} emails: ${input.unsubscribeUrl}`],
    action: { label: "Notification settings", url: input.settingsUrl },
    footer: `You receive this because ${input.category} email notifications are on for your CRM Pro account.`,
  });
}
