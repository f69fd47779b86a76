"use client";

import Link from "next/link";
import { useEffect } from "react";

/** The spec's router default error page: an unexpected-application-error heading. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
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
        {/* A native button, not <Button>: every page loads this boundary, and <Button> would add radix, lucide
            and tailwind-merge to each page's first-load JavaScript. Same look as buttonVariants(). */}
        <button
          type="button"
          onClick={reset}
          className="focus-ring inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover"
        >
          Try again
        </button>
        <Link className="self-center text-indigo-700 underline" href="/">
          Go to the homepage
        </Link>
      </div>
    </main>
  );
}
