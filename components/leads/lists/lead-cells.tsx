import { ExternalLink } from "lucide-react";
import { getSafeHref } from "../lead-display";

export function TextCell({ value, className }: { value: string | null | undefined; className?: string }) {
  if (!value) return <span aria-label="None">—</span>;
  return (
    <span title={value} className={className ?? "line-clamp-2 max-w-56 min-w-32"}>
      {value}
    </span>
  );
}

export function UrlCell({ url }: { url: string | null }) {
  const href = getSafeHref(url);
  if (!url) return <span aria-label="None">—</span>;
  if (!href) return <TextCell value={url} className="block max-w-48 truncate" />;
  // `relative` keeps the sr-only hint inside the table's scroll box; otherwise it stretches the page.
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      title={url}
      className="focus-ring relative inline-flex max-w-48 items-center gap-1 rounded-sm text-indigo-700 underline-offset-2 hover:underline"
    >
      <span className="truncate">{url.replace(/^https?:\/\/(www\.)?/, "")}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
