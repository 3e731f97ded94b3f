import { defineConfig, loadEnv, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { checkRoomsServer } from "./src/rooms-server.ts";

/** A build pointed at a bad rooms server would only fail on a phone later: refuse it now. */
function checkBuildRoomsServer(value: string | undefined): void {
  if (value === undefined || value.trim() === "") return;
  const checked = checkRoomsServer(value);
  if (!checked.ok) throw new Error(`VITE_ROOMS_URL ${JSON.stringify(value)} ${checked.problem}`);
}

const config: UserConfig = {
  build: {
    target: "es2022",
    manifest: true, // scripts/budgets.mjs reads it to size the launcher and each game chunk
    chunkSizeWarningLimit: 1024,
  },
  plugins: [
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
