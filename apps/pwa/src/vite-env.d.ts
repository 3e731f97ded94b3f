// The build-time settings the app reads from import.meta.env (Vite replaces them when building).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The rooms server a build connects to by default (README "Online rooms"); unset: the local one. */
  readonly VITE_ROOMS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
