import { runLighthouse } from "./_landing-lighthouse";
console.log(JSON.stringify(await runLighthouse("http://localhost:3302/", 1)));
