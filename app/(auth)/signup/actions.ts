"use server";

import { headers } from "next/headers";
import { joinCountryCode } from "@/lib/account/phone";
import { publicAction } from "@/lib/server/action";
import { requestMeta } from "@/lib/auth/request-meta";
import { SIGN_UP_SUCCESS, signUp } from "@/lib/auth/sign-up";
import { signUpFormSchema } from "@/lib/auth/validations";
import { HOME_AFTER_SIGN_IN } from "@/lib/auth/routes";
import { startSession } from "@/lib/auth/start-session";
import { INVITE_SIGN_UP_SUCCESS, signUpWithInvite } from "@/lib/teams/invite-sign-up";

export const signUpAction = publicAction<typeof signUpFormSchema, { email: string; redirectTo?: string }>(
  signUpFormSchema,
  async (input) => {
    const { countryCode, phone, confirmPassword: _confirm, agree: _agree, plan, invite, ...account } = input;
    const meta = requestMeta(await headers());
    const fullPhone = joinCountryCode(countryCode, phone);
    if (invite) {
      // Through an invitation: signed in at once, in the workspace that invited them.
      await startSession(await signUpWithInvite({ ...account, phone: fullPhone, invite }, meta));
      return {
        status: "success",
        message: INVITE_SIGN_UP_SUCCESS,
        data: { email: account.email, redirectTo: HOME_AFTER_SIGN_IN },
      };
    }
    await signUp({ ...account, phone: fullPhone }, meta, { plan });
    return { status: "success", message: SIGN_UP_SUCCESS, data: { email: account.email } };
  },
);
