"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/server/action";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/auth/password-reset";
import { requestMeta } from "@/lib/auth/request-meta";
import { forgotPasswordSchema } from "@/lib/auth/validations";

export const forgotPasswordAction = publicAction<typeof forgotPasswordSchema, { email: string }>(
  forgotPasswordSchema,
  async ({ email }) => {
    await requestPasswordReset(email, requestMeta(await headers()));
    return { status: "success", message: RESET_REQUESTED, data: { email } };
  },
);
