import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { Slot } from "radix-ui";
import { type ButtonSize, type ButtonVariant, buttonVariants } from "./button-variants";

export { type ButtonSize, type ButtonVariant, buttonVariants } from "./button-variants";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const isDisabled = disabled || loading;
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      aria-busy={loading || undefined}
      // A slotted <a> has no disabled attribute, so it gets aria-disabled instead.
      {...(asChild ? { "aria-disabled": isDisabled || undefined } : { disabled: isDisabled })}
      {...props}
    >
      {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : children}
    </Comp>
  );
}
