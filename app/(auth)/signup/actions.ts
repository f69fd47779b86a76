"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/server/action";
import { requestMeta } from "@/lib/auth/request-meta";
import { SIGN_UP_SUCCESS, signUp } from "@/lib/auth/sign-up";
import { signUpFormSchema } from "@/lib/auth/validations";

export const signUpAction = publicAction<typeof signUpFormSchema, { email: string }>(
  signUpFormSchema,
  async (input) => {
    const { countryCode, phone, confirmPassword: _confirm, agree: _agree, plan, ...account } = input;
    await signUp({ ...account, phone: `${countryCode}${phone}` }, requestMeta(await headers()), { plan });
    return { status: "success", message: SIGN_UP_SUCCESS, data: { email: account.email } };
  },
);
