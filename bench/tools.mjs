// Lighthouse and chrome-launcher (~160 MB with their dependencies) serve only the page suite
// (pages.mjs), so `npm ci` does not install them. bench/package.json pins them under
// "installedOnDemand"; the first run that needs them installs exactly those versions into
// bench/.tools (git-ignored) and later runs reuse that folder
// (docs/decisions/011-lighthouse-on-demand.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const toolsDir = path.join(here, '.tools');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** name -> exact version, from bench/package.json */
export const PINNED = readJson(path.join(here, 'package.json')).installedOnDemand;

function installedVersion(name) {
  const file = path.join(toolsDir, 'node_modules', name, 'package.json');
  return existsSync(file) ? readJson(file).version : undefined;
}

/** Installs the pinned tools into bench/.tools unless every one is there at its pinned version. */
export function ensureTools() {
  const wanted = Object.entries(PINNED).map(([name, version]) => `${name}@${version}`);
  if (Object.entries(PINNED).every(([name, version]) => installedVersion(name) === version)) return;
  mkdirSync(toolsDir, { recursive: true });
  // A package.json of its own makes the folder npm's project, not the repository's workspaces.
  const manifest = path.join(toolsDir, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "private": true }\n');
  console.log(`Installing ${wanted.join(', ')} into bench/.tools (once; later runs reuse it)…`);
  // All at once: with --no-save, npm would remove a tool installed by an earlier call as extraneous.
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', toolsDir, ...wanted], { stdio: 'inherit' });
  for (const [name, version] of Object.entries(PINNED)) {
    if (installedVersion(name) !== version) throw new Error(`bench/.tools: ${name}@${version} did not install`);
  }
}

/** `import(name)` from bench/.tools, installing the pinned tools first if needed. */
export async function importTool(name) {
  if (!(name in PINNED)) throw new Error(`${name} is not a tool pinned in bench/package.json "installedOnDemand"`);
  ensureTools();
  const entry = createRequire(path.join(toolsDir, 'package.json')).resolve(name);
  return import(pathToFileURL(entry).href);
}
