import { MailCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { SignupSuccessEmail } from "@/components/auth/signup-success-email";
import { buttonVariants } from "@/components/ui/button";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

export const metadata: Metadata = { title: "Check Your Email" };

export default async function SignupSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const email = firstParam((await searchParams).email)?.slice(0, 254);
  return (
    <div className="grid w-full max-w-md gap-4 rounded-xl border border-border bg-white p-6 text-center shadow-sm sm:p-8">
      <MailCheck aria-hidden="true" className="mx-auto size-12 text-indigo-700" />
      <h1 className="text-2xl font-bold">Check Your Email</h1>
      <h2 className="text-lg font-semibold text-green-800">Registration Successful!</h2>
      <p className="text-muted-foreground">
        We sent a verification link to <SignupSuccessEmail fromQuery={email} />. Open it to activate your
        account, then sign in.
      </p>
      <p className="text-sm text-muted-foreground">
        No email after a few minutes? Check your spam folder or{" "}
        <Link
          href="/forgot-password"
          className="focus-ring rounded font-medium text-indigo-700 hover:underline"
        >
          try again
        </Link>
        .
      </p>
      <Link href="/signin" className={buttonVariants({ size: "lg" })}>
        Go to Login
      </Link>
    </div>
  );
}
