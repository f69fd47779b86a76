import Link from "next/link";
import type { ReactNode } from "react";
import { useOnline } from "@/components/ui/use-online";
import type { MessagePreview } from "@/lib/campaigns/preview";

/**
 * A message as one real recipient reads it: unknown fields named, a warning while the emails carry no
 * signature, then the subject and the email itself. `note` sits above the email (the wizard's reach).
 */
export function MessagePreviewPanel({
  id,
  preview,
  previewing,
  note,
  wouldSend = true,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  preview: MessagePreview | null;
  previewing: boolean;
  note?: ReactNode;
  /** False while the campaign could not be sent as it stands ("would read it", not "will"). */
  wouldSend?: boolean;
}) {
  const titleId = `${id}-preview-title`;
  const online = useOnline();
  return (
    <section aria-labelledby={titleId} aria-busy={previewing} className="grid content-start gap-2">
      <h3 id={titleId} className="text-sm font-medium">
        Preview
      </h3>
      {preview?.errors.length ? (
        <ul role="alert" className="grid gap-1 text-sm text-danger">
          {preview.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {online ? null : (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          You are offline: the preview shows the message as it was last read, and is read again when you are
          back online.
        </p>
      )}
      {note}
      {preview && !preview.signed ? (
        <p className="rounded-md bg-warning-subtle px-3 py-2 text-sm">
          These emails do not yet say who sends them. Add your company name and postal address on the{" "}
          <Link
            href="/profile"
            target="_blank"
            rel="noopener"
            className="focus-ring rounded font-medium underline"
          >
            Business Profile page (opens in a new tab)
          </Link>
          : they end every email, and anti-spam laws in many countries ask for them.
        </p>
      ) : null}
      <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
        {preview?.recipient ? (
          <p className="text-xs text-muted-foreground">
            As {preview.recipient.name || "this lead"}
            {preview.recipient.email ? ` <${preview.recipient.email}>` : ""}{" "}
            {wouldSend ? "will read it" : "would read it"}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            {preview
              ? "This list has no leads to preview with."
              : "Write a message to see it for a real lead."}
          </p>
        )}
        <p dir="auto" className="font-semibold" data-testid="preview-subject">
          {preview?.subject ?? ""}
        </p>
        {preview?.email ? (
          // The engine's own HTML (every value escaped), in a sandbox: no script, no navigation out.
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.email.html}
            className="h-80 w-full rounded-md border border-border bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        ) : (
          <p dir="auto" className="whitespace-pre-wrap">
            {preview?.body ?? ""}
          </p>
        )}
      </div>
    </section>
  );
}
