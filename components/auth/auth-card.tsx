import type { ReactNode } from "react";

/** The centred card every auth page sits in: one h1, an optional lead, the form, then footer links. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {lead ? <div className="mt-2 text-muted-foreground">{lead}</div> : null}
      <div className="mt-6">{children}</div>
      {footer ? (
        <div className="mt-6 grid gap-2 text-center text-sm text-muted-foreground">{footer}</div>
      ) : null}
    </div>
  );
}
