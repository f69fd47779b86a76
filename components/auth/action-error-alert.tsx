"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { signInAgainHref } from "@/lib/auth/sign-in-again";
import { SIGN_IN_REQUIRED } from "@/lib/server/action-result";
import { FormAlert } from "./form-alert";

/** A form's error banner; when the session has ended, with the way to sign in and come back here. */
export function ActionErrorAlert({ message }: { message: string }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return (
    <FormAlert tone="error">
      <p>{message}</p>
      {message === SIGN_IN_REQUIRED ? (
        // A route handler, not a page: a plain link, so it loads in full and can drop the dead cookie.
        <a
          href={signInAgainHref(query ? `${pathname}?${query}` : pathname)}
          className="focus-ring justify-self-start rounded font-medium underline"
        >
          Sign in
        </a>
      ) : null}
    </FormAlert>
  );
}
