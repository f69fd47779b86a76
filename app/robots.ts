import type { MetadataRoute } from "next";
import { crawlerDisallowedPaths } from "@/lib/seo/routes";
import { absoluteUrl } from "@/lib/seo/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...crawlerDisallowedPaths] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
