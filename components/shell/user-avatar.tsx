import { cn } from "@/lib/utils";

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** The user's picture, or their initials on a tinted circle. Decorative: the name is always shown or labelled beside it. */
export function UserAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  if (avatarUrl) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- user-supplied URL on any host; next/image would need every host configured
      <img src={avatarUrl} alt="" className={cn("size-8 shrink-0 rounded-full object-cover", className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
