import { toast, type ExternalToast } from "sonner";
import { signInAgainHref } from "@/lib/auth/sign-in-again";
import { SIGN_IN_REQUIRED } from "@/lib/server/action-result";

/** Success toasts are shorter than the 4 s default (spec part 1, section 9). */
export function toastSuccess(message: string, options?: ExternalToast) {
  return toast.success(message, { duration: 2000, ...options });
}

/**
 * The way back after a session ended while a screen stayed open: sign in (through the route that drops a
 * dead cookie) and return to this page. The toast stays until used, so unsaved text can be copied first.
 */
export function signInAgain(): ExternalToast {
  return {
    duration: Infinity,
    action: {
      label: "Sign in",
      onClick: () => {
        // A route handler, not a page: a full load that lets it drop the dead cookie.
        window.location.assign(signInAgainHref(`${window.location.pathname}${window.location.search}`));
      },
    },
  };
}

// Explicit duration so an error replacing a loading toast (same id) does not inherit Infinity.
export function toastError(message: string, options?: ExternalToast) {
  const ended = [message, options?.description].includes(SIGN_IN_REQUIRED) ? signInAgain() : {};
  return toast.error(message, { duration: 4000, ...ended, ...options });
}
