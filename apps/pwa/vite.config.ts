import { defineConfig, loadEnv, type Plugin, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { checkRoomsServer } from "./src/rooms-server.ts";

/** A build pointed at a bad rooms server would only fail on a phone later: refuse it now. */
function checkBuildRoomsServer(value: string | undefined): void {
  if (value === undefined || value.trim() === "") return;
  const checked = checkRoomsServer(value);
  if (!checked.ok) throw new Error(`VITE_ROOMS_URL ${JSON.stringify(value)} ${checked.problem}`);
}

/**
 * Pixi's text metrics create an `Intl.Segmenter` when pixi.js is imported, and creating the first
 * one loads ICU's break-iterator data: 55–220 ms of a game chunk's evaluation in Chromium on this
 * machine, in the task that opens the game. The stage splits plain text without it (core's
 * `pixi-text.ts`); this makes Pixi's own segmenter, kept for text that needs grapheme clusters,
 * be created on its first use instead. The build fails if Pixi's code no longer has this shape.
 */
function lazyPixiSegmenter(): Plugin {
  const eager = "const segmenter = new Intl.Segmenter();";
  const use = "const segments = segmenter.segment(s);";
  let done = false;
  return {
    name: "arcade:lazy-pixi-segmenter",
    apply: "build",
    buildEnd(error) {
      if (!error && !done) throw new Error("lazyPixiSegmenter: Pixi's CanvasTextMetrics.mjs was not in the build (moved?); update vite.config.ts");
    },
    transform(code, id) {
      if (!/pixi\.js\/lib\/scene\/text\/canvas\/CanvasTextMetrics\.mjs$/.test(id.replace(/\\/g, "/"))) return null;
      if (!code.includes(eager) || !code.includes(use)) throw new Error(`${id}: Pixi's grapheme segmenter changed; update lazyPixiSegmenter in vite.config.ts`);
      done = true;
      return code.replace(eager, "let segmenter = null;").replace(use, "const segments = (segmenter ??= new Intl.Segmenter()).segment(s);");
    },
  };
}

const config: UserConfig = {
  build: {
    target: "es2022",
    manifest: true, // scripts/budgets.mjs reads it to size the launcher and each game chunk
    chunkSizeWarningLimit: 1024,
  },
  plugins: [
    lazyPixiSegmenter(),
    VitePWA({
      // A new version waits until the player accepts it on the launcher (never mid-game).
      registerType: "prompt",
      injectRegister: false,
      pwaAssets: { config: true, overrideManifestIcons: true },
      manifest: {
        id: "/",
        name: "Pocket Arcade",
        short_name: "Arcade",
        description: "Tetris, Puyo Puyo, Mahjong hand analysis and a card-shuffle lab — all offline.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#141428",
        background_color: "#141428",
        categories: ["games"],
      },
      workbox: {
        // Everything is precached, so every game starts and plays with the network off.
        // (the web manifest is added by the plugin itself; listing it here too makes workbox fail)
        globPatterns: ["**/*.{js,css,html,svg,png,ico,json,woff2,ogg,mp3,wasm}"],
        navigateFallback: "/index.html",
        cleanupOutdatedCaches: true,
      },
    }),
  ],
};

export default defineConfig(({ mode }) => {
  checkBuildRoomsServer(loadEnv(mode, import.meta.dirname, "VITE_").VITE_ROOMS_URL);
  return config;
});
