import { renderEmail, type RenderedEmail } from "@/lib/email/templates/layout";

export function dataExportReadyTemplate({ name, url }: { name: string; url: string }): RenderedEmail {
  return renderEmail({
    subject: "Your CRM Pro data export is ready",
    heading: "Your data export is ready",
    paragraphs: [
      `Hi ${name},`,
      "The zip with every record of your workspace (JSON) and your leads, lists and projects (CSV) is ready.",
      "Sign in to download it; each download link works for a few minutes.",
    ],
    action: { label: "Download my data", url },
  });
}
