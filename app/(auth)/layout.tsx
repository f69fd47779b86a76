import type { Metadata } from "next";
import { AuthNavBar } from "@/components/auth/auth-nav-bar";
import { socialCardImages } from "@/components/marketing/social-card-meta";
import { Toaster } from "@/components/ui/toaster";
import "@/app/globals.css";

/** A shared sign-up or sign-in link shows the site's card, as the landing page's does. */
export const metadata: Metadata = {
  openGraph: { images: socialCardImages.openGraph },
  twitter: { card: "summary_large_image", images: socialCardImages.twitter },
};

/** Sign-in, sign-up and recovery pages: the auth navigation bar and the sign-up area's toasts (top-right, 3 s). */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AuthNavBar />
      <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 pt-24 pb-12">{children}</main>
      <Toaster position="top-right" duration={3000} />
    </>
  );
}
