"use server";

import { headers } from "next/headers";
import { confirmEmailChange, emailChangeMessages, updateProfile } from "@/lib/account/profile";
import { emailChangeTokenSchema, profileMessages, profileSchema } from "@/lib/account/validations";
import { clientIp } from "@/lib/security/client-ip";
import { authedAction } from "@/lib/server/action";
import { revalidateShells } from "@/lib/server/revalidate-shells";

export const updateProfileAction = authedAction<typeof profileSchema, { pendingEmail: string | null }>(
  profileSchema,
  async (input, session) => {
    const { pendingEmail } = await updateProfile({
      userId: session.user.id,
      input,
      ip: clientIp(await headers()),
    });
    revalidateShells();
    return {
      status: "success",
      message: pendingEmail
        ? `${profileMessages.saved} ${emailChangeMessages.sent(pendingEmail)}`
        : profileMessages.saved,
      data: { pendingEmail },
    };
  },
);

export const confirmEmailChangeAction = authedAction(emailChangeTokenSchema, async ({ token }, session) => {
  const email = await confirmEmailChange({ userId: session.user.id, token, ip: clientIp(await headers()) });
  revalidateShells();
  return { status: "success", message: emailChangeMessages.changed(email) };
});
