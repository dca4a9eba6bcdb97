import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Checks the typed content (app/content) when a build starts: importing it parses every page,
// restaurant and document with zod and throws, naming the bad field, if one is wrong.
const checkContent = {
  name: "msa-check-content",
  apply: "build" as const,
  async buildStart() {
    await import("./app/content/index");
  },
};

export default defineConfig({
  plugins: [checkContent, reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"] },
    },
  },
  build: { target: "es2022", assetsInlineLimit: 0 },
  ssr: { noExternal: [] },
});
