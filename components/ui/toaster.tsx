"use client";

import type { CSSProperties } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner's rich-colour text tones fall just under 4.5:1 on their tints; these darker ones pass AA.
const toasterStyle = {
  "--width": "350px",
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
  "--warning-text": "#92400e",
  "--info-text": "#1d4ed8",
} as CSSProperties;

/** Spec defaults (part 1, section 9): top-center, 4 s, at most 20, 350 px wide. Props override them. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      duration={4000}
      visibleToasts={20}
      richColors
      closeButton
      style={{ ...toasterStyle, ...style }}
      // An open dialog turns pointer events off on the page beneath it; a toast above it stays usable.
      toastOptions={{ style: { maxWidth: "350px", pointerEvents: "auto" } }}
      {...props}
    />
  );
}
