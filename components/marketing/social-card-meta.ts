/**
 * Size and alt text of the social card (app/opengraph-image and app/twitter-image), kept
 * apart from next/og, and the card as the public pages name it in their metadata.
 */
export const socialCardSize = { width: 1200, height: 630 };
export const socialCardAlt =
  "CRM Pro: find leads on LinkedIn, Google Maps, Instagram, websites and images, then reach them on six channels.";

const socialImage = (url: string) => ({ url, type: "image/png", alt: socialCardAlt, ...socialCardSize });

/** The card's two routes, named by the public pages (landing, sign-in and sign-up) in their metadata. */
export const socialCardImages = {
  openGraph: [socialImage("/opengraph-image")],
  twitter: [socialImage("/twitter-image")],
};
