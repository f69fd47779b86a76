"use client";

import { useSyncExternalStore } from "react";
import { SIGNUP_EMAIL_KEY } from "@/lib/auth/client-storage";

const PLACEHOLDER = "your email address";

function readStored(): string {
  try {
    return sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

const subscribe = () => () => {};

/** The address the verification email went to: the query, then session storage, then a placeholder. */
export function SignupSuccessEmail({ fromQuery }: { fromQuery?: string }) {
  const stored = useSyncExternalStore(subscribe, readStored, () => "");
  return (
    <strong className="font-semibold break-all text-foreground">{fromQuery || stored || PLACEHOLDER}</strong>
  );
}
