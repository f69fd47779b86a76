"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/server/action";
import { PASSWORD_UPDATED, resetPassword } from "@/lib/auth/password-reset";
import { requestMeta } from "@/lib/auth/request-meta";
import { resetPasswordFormSchema } from "@/lib/auth/validations";

export const resetPasswordAction = publicAction(resetPasswordFormSchema, async ({ token, newPassword }) => {
  await resetPassword({ token, newPassword }, requestMeta(await headers()));
  return { status: "success", message: PASSWORD_UPDATED };
});
