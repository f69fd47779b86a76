import type { ReactNode } from "react";
import "@/app/globals.css";

// The 404 this route throws for API and file-like paths renders under this layout, so the server's HTML
// links the app's stylesheet (a stylesheet imported by a not-found page alone arrives only on hydration).
export default function CatchAllLayout({ children }: { children: ReactNode }) {
  return children;
}
