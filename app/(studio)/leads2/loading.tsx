export { default } from "../../(workspace)/leads/loading";
