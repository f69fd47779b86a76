import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { readDevOutbox } from "@/lib/auth/dev-outbox";
import { emailOutboxVisible } from "@/lib/env";
import "@/app/globals.css";

export const metadata: Metadata = { title: "Dev outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The emails the app stored instead of sending (no Resend key). Only in development or with DEV_OUTBOX=1. */
export default async function DevOutboxPage() {
  if (!emailOutboxVisible()) notFound();
  const emails = await readDevOutbox({});
  return (
    <main className="mx-auto grid max-w-4xl gap-4 p-6">
      <h1 className="text-2xl font-bold">Dev outbox</h1>
      <p className="text-muted-foreground">The newest 50 emails. Links open in this browser.</p>
      {emails.length === 0 ? <p>No emails yet.</p> : null}
      <ul className="grid gap-4">
        {emails.map((email) => (
          <li key={email.id} className="rounded-xl border border-border bg-white p-4">
            <h2 className="font-semibold">{email.subject}</h2>
            <p className="text-sm text-muted-foreground">
              To {email.to} · {email.createdAt} · {email.status}
            </p>
            <pre className="mt-3 text-sm whitespace-pre-wrap">{email.text}</pre>
            {email.links.length ? (
              <ul className="mt-3 grid gap-1 text-sm">
                {email.links.map((link) => (
                  <li key={link}>
                    <a href={link} className="break-all text-indigo-700 underline">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </main>
  );
}
