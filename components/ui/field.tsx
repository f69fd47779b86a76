import { cloneElement, isValidElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** Props Field wires onto its control. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

export type FieldProps = {
  label: string;
  htmlFor: string;
  errors?: string[];
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** One control element (cloned with the wiring props) or a render function receiving them. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

export function Field({ label, htmlFor, errors, hint, required, className, children }: FieldProps) {
  const hintId = `${htmlFor}-hint`;
  const errorId = `${htmlFor}-error`;
  const hasErrors = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id: htmlFor,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": hasErrors || undefined,
    "aria-required": required || undefined,
  };

  let content: ReactNode = null;
  if (typeof children === "function") content = children(control);
  else if (isValidElement<Partial<FieldControlProps>>(children)) {
    const own = children.props["aria-describedby"];
    content = cloneElement(children, {
      ...control,
      "aria-describedby": [own, control["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    });
  } else content = children;

  return (
    <div data-slot="field" className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {content}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {hasErrors ? (
        <ul id={errorId} role="alert" aria-live="polite" className="grid gap-0.5 text-sm text-danger">
          {errors?.map((error, index) => (
            <li key={`${index}-${error}`}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
