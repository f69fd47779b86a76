"use client";

export { default } from "../../(workspace)/leads/error";
