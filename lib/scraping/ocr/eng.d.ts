declare module "@tesseract.js-data/eng" {
  const eng: { code: string; gzip: boolean; langPath: string };
  export default eng;
}
