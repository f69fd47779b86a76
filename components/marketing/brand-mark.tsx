import { cn } from "@/lib/utils";

/** The CRM Pro mark (a target), the same drawing as app/icon.svg. Decorative: the brand name sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="3.5" fill="#fff" />
      <path d="M22.5 9.5 27 5" stroke="#c7d2fe" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
