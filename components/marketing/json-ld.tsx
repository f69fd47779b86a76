import { type JsonLdGraph, serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines; a data block, never executed, so CSP does not apply to it. */
export function JsonLd({ data }: { data: JsonLdGraph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
