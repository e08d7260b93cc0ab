import { scriptSafeJson } from './scriptSafeJson';

/** The parts of Vite's build manifest (`.vite/manifest.json`) that name a module's chunks. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The manifest's key of the app's entry: index.html names its chunk and the chunks it imports. */
const ENTRY = 'index.html';
/** The manifest's key of the boot script (src/boot.ts), a second entry of the build (vite.config.ts). */
const BOOT = 'src/boot.ts';
/** The id of the data block that lists a server-rendered page's scripts for the boot script. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** What the boot script adds to a server-rendered page: the app's entry and the chunks the page needs. */
export interface AppScripts {
  entry: string;
  chunks: string[];
}

/** The JavaScript chunks the given modules need: each module's chunk and every chunk it imports, transitively. */
function chunkFiles(manifest: BuildManifest, modules: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

/** The app's entry and every other chunk the given page modules need, or null when the build has no boot script. */
export function appScripts(manifest: BuildManifest, modules: string[]): AppScripts | null {
  const entry = manifest[ENTRY]?.file;
  if (!entry || !manifest[BOOT]) return null;
  const chunks = [...chunkFiles(manifest, [ENTRY, ...modules])].filter((file) => file !== entry);
  return { entry: `/${entry}`, chunks: chunks.map((file) => `/${file}`) };
}

/**
 * The end of a server-rendered page's head (docs/decisions/026): the list of its scripts as a data
 * block and the boot script that adds them once the page is on screen. Empty without a boot script
 * in the build: the page then keeps index.html's own script tags (pageTemplate).
 */
export function appScriptsHead(manifest: BuildManifest, modules: string[]): string {
  const scripts = appScripts(manifest, modules);
  if (!scripts) return '';
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${scriptSafeJson(scripts)}</script><script type="module" crossorigin src="/${manifest[BOOT]!.file}"></script>`;
}
