import { cn } from "@/lib/utils";

// No "use client": callable from server components (e.g. on <Link>). Apart from <Button>, whose
// spinner (lucide) and Slot (radix) are client components, so a page that only styles links as
// buttons, such as the landing page, does not pull them into its JavaScript.
const variants = {
  default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
  outline: "border border-input bg-background text-foreground shadow-sm hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover",
  link: "text-indigo-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-11 gap-2 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonVariants({
  variant = "default",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "focus-ring inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    variants[variant],
    sizes[size],
    variant === "link" && "h-auto px-0",
    className,
  );
}
