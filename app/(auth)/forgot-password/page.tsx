import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { forgotPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Forgot Password" };
// Rendered per request: every page but the landing page carries a per-request CSP nonce (lib/security/headers.ts).
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter your email address and we will send you a link to reset it."
      footer={
        <Link
          href="/signin"
          className="focus-ring justify-self-center rounded font-medium text-indigo-700 hover:underline"
        >
          Back to Sign In
        </Link>
      }
    >
      <ForgotPasswordForm action={forgotPasswordAction} />
    </AuthCard>
  );
}
