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

const alwaysLoaded =
  /vite\/preload-helper|\/app\/(modules\/nav-forms\/keys|modules\/live\/(use-live|topics)|components\/deferred)\.tsx?$/;

export default defineConfig({
  plugins: [checkContent, reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"] },
    },
  },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The small modules every page loads (live updates, the contact-menu keys, the deferred
        // loader and Vite's preload helper) go into one chunk with React and React Router, not a
        // file each: fewer requests, and gzip does better on one file (about 1 KB on Home).
        manualChunks(id) {
          if (alwaysLoaded.test(id)) return "shell";
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
