"use server";

import { redirect } from "next/navigation";
import { publicAction } from "@/lib/server/action";
import { verifyEmailSchema } from "@/lib/auth/validations";
import { verifyEmailToken } from "@/lib/auth/verification";

export const verifyEmailAction = publicAction(verifyEmailSchema, async ({ token }) => {
  await verifyEmailToken(token);
  redirect("/signin?verified=1");
});
