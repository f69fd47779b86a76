// A page of the app that is not found (a campaign of another workspace) keeps the app's shell and stylesheet.
export { default } from "../not-found";
