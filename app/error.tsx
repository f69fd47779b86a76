"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** The spec's router default error page: an unexpected-application-error heading. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-600">
        Something went wrong while showing this page. Please try again; if it keeps happening, contact support
        {error.digest ? ` and quote reference ${error.digest}` : ""}.
      </p>
      <div className="flex gap-3">
        <Button onClick={reset}>Try again</Button>
        <Link className="self-center text-indigo-700 underline" href="/">
          Go to the homepage
        </Link>
      </div>
    </main>
  );
}
