import "server-only";
import { listOutbox } from "@/lib/email/queries";

const urlPattern = /https?:\/\/[^\s<>"')]+/g;

/** Stored emails with the links their text carries (the e2e tests follow verification and reset links). */
export async function readDevOutbox({ to }: { to?: string }) {
  const rows = await listOutbox({ to, limit: 50 });
  return rows.map((email) => ({
    id: email.id,
    to: email.toAddress,
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
    status: email.status,
    links: [...new Set(email.text.match(urlPattern) ?? [])],
    createdAt: email.createdAt.toISOString(),
  }));
}
