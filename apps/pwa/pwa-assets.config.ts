// Every icon the app needs (favicon, 64/192/512, maskable 512, apple-touch-icon 180) is made at
// build time from the one source image, public/icon.svg.
import { defineConfig, minimal2023Preset } from "@vite-pwa/assets-generator/config";

export default defineConfig({
  headLinkOptions: { preset: "2023" },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: "#141428" } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: "#141428" } },
  },
  images: ["public/icon.svg"],
});
