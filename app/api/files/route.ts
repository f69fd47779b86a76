import { publicRoute } from "@/lib/api/public-route";
import { serveSignedFile } from "@/lib/storage/serve";

/** Files in local storage by signed, expiring link (logos in signatures, data exports). */
export const GET = publicRoute(serveSignedFile);
