"use client";

import Link from "next/link";
import { useEffect, type CSSProperties } from "react";

/*
 * This boundary also catches what the shells' layouts throw, and then the page has no stylesheet (the root
 * layout loads none, and a boundary's own CSS would be preloaded on every page). So its look is inline:
 * the same as the app's classes give where a stylesheet is loaded.
 */
const page: CSSProperties = {
  margin: "0 auto",
  display: "flex",
  minHeight: "100dvh",
  maxWidth: "32rem",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1rem",
  padding: "1.5rem",
  textAlign: "center",
  fontFamily: "ui-sans-serif, system-ui, sans-serif",
  color: "#0f172a",
};
const tryAgain: CSSProperties = {
  display: "inline-flex",
  height: "2.5rem",
  alignItems: "center",
  borderRadius: "0.375rem",
  border: "none",
  background: "#4f46e5",
  padding: "0 1rem",
  color: "#fff",
  font: "500 0.875rem/1.25rem ui-sans-serif, system-ui, sans-serif",
  cursor: "pointer",
};

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
    <main style={page}>
      <h1 style={{ margin: 0, fontSize: "1.5rem", lineHeight: "2rem", fontWeight: 700 }}>
        Unexpected Application Error!
      </h1>
      <p style={{ margin: 0, color: "#475569" }}>
        Something went wrong while showing this page. Please try again; if it keeps happening, contact support
        {error.digest ? ` and quote reference ${error.digest}` : ""}.
      </p>
      <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "0.75rem" }}>
        {/* A native button, not <Button>: every page loads this boundary, and <Button> would add radix, lucide
            and tailwind-merge to each page's first-load JavaScript. */}
        <button type="button" onClick={reset} className="focus-ring" style={tryAgain}>
          Try again
        </button>
        <Link style={{ alignSelf: "center", color: "#4338ca", textDecoration: "underline" }} href="/">
          Go to the homepage
        </Link>
      </div>
    </main>
  );
}
