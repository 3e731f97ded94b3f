// The `pnpm arcade` launcher. Every workspace package may declare a command module in its
// package.json ("arcade": { "cli": "./src/cli.ts" }) exporting `group`; core's module also holds
// the command runner. Packages are found by path, so tooling depends on none of them.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

interface PackageJson {
  name?: string;
  arcade?: { cli?: string };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function cliModules(): { name: string; url: string }[] {
  const found: { name: string; url: string }[] = [];
  for (const folder of ["packages", "apps"]) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base).sort()) {
      const manifest = join(base, entry, "package.json");
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, "utf8")) as PackageJson;
      if (pkg.name && pkg.arcade?.cli) found.push({ name: pkg.name, url: pathToFileURL(join(base, entry, pkg.arcade.cli)).href });
    }
  }
  return found;
}

// A closed pipe (`... | head`) is handled where the output is written; never crash on it here.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

const modules = cliModules();
const core = modules.find((m) => m.name === "@arcade/core");
if (!core) throw new Error("packages/core does not declare its CLI (arcade.cli in package.json)");
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
   modules found at run time are typed by @arcade/core's CommandGroup, which tooling cannot import statically */
const coreCli = await import(core.url);
const groups = [];
for (const m of modules) groups.push(m === core ? coreCli.group : (await import(m.url)).group);
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string };
process.exitCode = await coreCli.runCli(process.argv.slice(2), groups, { stdout: process.stdout, stderr: process.stderr }, "arcade", { version });
/* eslint-enable */
