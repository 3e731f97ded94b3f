import type { ViteUserConfig } from "vitest/config";

export interface PresetOptions {
  /** Minimum line coverage in percent for src/ (checked when run with --coverage). */
  lineCoverage?: number;
  /** Files left out of coverage (entry points that only re-export). */
  coverageExclude?: string[];
}

export function arcadePreset(options?: PresetOptions): ViteUserConfig;
