// The same card as /opengraph-image, under the URL the landing page's twitter metadata names.
export const dynamic = "force-static";

export { GET } from "../opengraph-image/route";
