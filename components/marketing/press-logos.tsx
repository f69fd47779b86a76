import type { ReactNode } from "react";
import { deferredBand } from "./deferred-rendering";

// Five invented publications, drawn here as wordmarks (no real trademarks). textLength keeps each
// wordmark the same width whatever font the visitor's system substitutes.
const outlets: { name: string; drawing: ReactNode }[] = [
  {
    name: "The Outbound Times",
    drawing: (
      <text
        x="80"
        y="27"
        textAnchor="middle"
        textLength="156"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="21"
        fontWeight="700"
      >
        The Outbound Times
      </text>
    ),
  },
  {
    name: "Ledgerline",
    drawing: (
      <>
        <text
          x="80"
          y="24"
          textAnchor="middle"
          textLength="136"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="system-ui, sans-serif"
          fontSize="20"
          fontWeight="800"
          letterSpacing="3"
        >
          LEDGERLINE
        </text>
        <rect x="12" y="31" width="136" height="3" rx="1.5" />
      </>
    ),
  },
  {
    name: "Prospect Quarterly",
    drawing: (
      <>
        <rect x="2" y="6" width="28" height="28" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <text x="16" y="26" textAnchor="middle" fontFamily="Georgia, serif" fontSize="15" fontWeight="700">
          PQ
        </text>
        <text
          x="96"
          y="26"
          textAnchor="middle"
          textLength="120"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Georgia, serif"
          fontSize="18"
          fontStyle="italic"
        >
          Prospect Quarterly
        </text>
      </>
    ),
  },
  {
    name: "Market Signal",
    drawing: (
      <>
        <path
          d="M4 28 12 18l6 6 10-14"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text
          x="94"
          y="26"
          textAnchor="middle"
          textLength="118"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="ui-monospace, Menlo, monospace"
          fontSize="18"
          fontWeight="700"
        >
          market/signal
        </text>
      </>
    ),
  },
  {
    name: "Founders Gazette",
    drawing: (
      <>
        <text
          x="80"
          y="18"
          textAnchor="middle"
          textLength="96"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="system-ui, sans-serif"
          fontSize="11"
          fontWeight="600"
          letterSpacing="4"
        >
          FOUNDERS
        </text>
        <text
          x="80"
          y="36"
          textAnchor="middle"
          textLength="120"
          lengthAdjust="spacingAndGlyphs"
          fontFamily="Georgia, serif"
          fontSize="20"
          fontWeight="700"
        >
          Gazette
        </text>
      </>
    ),
  },
];

export function PressLogos() {
  return (
    <section aria-labelledby="press-title" className={`border-y border-border bg-background ${deferredBand}`}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h2
          id="press-title"
          className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          As featured in
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-5 text-slate-600 sm:gap-x-10">
          {outlets.map((outlet) => (
            <li key={outlet.name}>
              <svg
                role="img"
                aria-label={outlet.name}
                viewBox="0 0 160 40"
                width="160"
                height="40"
                className="h-8 w-32 sm:h-10 sm:w-40"
                fill="currentColor"
              >
                {outlet.drawing}
              </svg>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
