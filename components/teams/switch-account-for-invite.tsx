"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { signOutHere } from "@/components/shell/sign-out";

/** Signed in as someone else: signs out here and comes back to the invitation through sign-in. */
export function SwitchAccountForInvite({
  inviteHref,
  email,
  signOutAction,
}: {
  inviteHref: string;
  email: string;
  signOutAction: () => Promise<unknown>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      loading={pending}
      onClick={() =>
        startTransition(async () => {
          if (await signOutHere(signOutAction))
            router.replace(`/signin?callbackUrl=${encodeURIComponent(inviteHref)}`);
        })
      }
    >
      Sign out and continue as {email}
    </Button>
  );
}
