// The root not-found page with the app's stylesheet: the 404s this route throws render under no layout
// that loads it. (React inserts it on hydration; the server's HTML does not link it.)
import "@/app/globals.css";

export { default } from "../not-found";
