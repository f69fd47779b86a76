import type { MetadataRoute } from "next";
import { indexedRoutes } from "@/lib/seo/routes";
import { absoluteUrl, getSiteUrl } from "@/lib/seo/site";

export default function sitemap(): MetadataRoute.Sitemap {
  const siteUrl = getSiteUrl();
  const lastModified = new Date();
  return indexedRoutes.map((route) => ({
    url: absoluteUrl(route.path, siteUrl),
    lastModified,
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
