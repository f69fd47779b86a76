import type { Metadata } from "next";
import { CallToAction } from "@/components/marketing/call-to-action";
import { ChannelShowcase } from "@/components/marketing/channel-showcase";
import { DemoVideo } from "@/components/marketing/demo-video";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { JsonLd } from "@/components/marketing/json-ld";
import { PressLogos } from "@/components/marketing/press-logos";
import { Pricing } from "@/components/marketing/pricing";
import { socialCardImages } from "@/components/marketing/social-card-meta";
import { SampleLeads } from "@/components/marketing/sample-leads";
import { Testimonials } from "@/components/marketing/testimonials";
import { plans } from "@/lib/plans/catalog";
import { buildLandingJsonLd } from "@/lib/seo/json-ld";
import { absoluteUrl, getSiteUrl, siteDescription, siteName, siteTitle } from "@/lib/seo/site";

const siteUrl = getSiteUrl();

export const metadata: Metadata = {
  title: { absolute: siteTitle },
  description: siteDescription,
  alternates: { canonical: absoluteUrl("/", siteUrl) },
  openGraph: {
    type: "website",
    url: absoluteUrl("/", siteUrl),
    siteName,
    title: siteTitle,
    description: siteDescription,
    locale: "en_US",
    images: socialCardImages.openGraph,
  },
  twitter: {
    card: "summary_large_image",
    title: siteTitle,
    description: siteDescription,
    images: socialCardImages.twitter,
  },
};

/** The public landing page: static, rendered at build; only the carousel and video player hydrate. */
export default function LandingPage() {
  return (
    <>
      <JsonLd data={buildLandingJsonLd(plans, siteUrl)} />
      <Hero />
      <PressLogos />
      <DemoVideo />
      <HowItWorks />
      <SampleLeads />
      <ChannelShowcase />
      <Pricing />
      <Testimonials />
      <CallToAction />
    </>
  );
}
