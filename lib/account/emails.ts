import { renderEmail, type RenderedEmail } from "@/lib/email/templates/layout";

export function accountDeletedTemplate({ name }: { name: string }): RenderedEmail {
  return renderEmail({
    subject: "Your CRM Pro account has been deleted",
    heading: "Your account has been deleted",
    paragraphs: [
      `Hi ${name},`,
      "As you asked, your CRM Pro account and its data have been deleted, and any paid subscription has been cancelled.",
      "If you did not ask for this, reply to this email right away.",
    ],
  });
}
