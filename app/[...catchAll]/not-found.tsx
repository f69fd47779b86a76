// Inside this segment's layout, which loads the app's stylesheet.
export { default } from "../not-found";
