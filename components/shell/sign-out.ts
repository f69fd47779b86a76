import { forgetSignedInUser } from "@/lib/auth/client-storage";
import { settleAction } from "@/lib/server/settle-action";
import { toastError } from "@/lib/toast";

const signOutFailed = "Could not sign out. Please try again.";

/**
 * Signs out through the server action and forgets the user this browser remembered; false, with a toast,
 * when the server could not be reached (the session is still open, so the page must stay as it is).
 */
export async function signOutHere(signOutAction: () => Promise<unknown>): Promise<boolean> {
  const result = await settleAction(async () => {
    await signOutAction();
    return { status: "success" };
  }, signOutFailed);
  if (result.status !== "success") {
    const reason = result.message !== signOutFailed ? result.message : undefined;
    toastError(signOutFailed, reason ? { description: reason } : undefined);
    return false;
  }
  forgetSignedInUser();
  return true;
}
