/** Size and alt text of the social card (app/opengraph-image.tsx, app/twitter-image.tsx), kept apart from next/og. */
export const socialCardSize = { width: 1200, height: 630 };
export const socialCardAlt =
  "CRM Pro: find leads on LinkedIn, Google Maps, Instagram, websites and images, then reach them on six channels.";
