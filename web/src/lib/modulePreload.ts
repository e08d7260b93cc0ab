/** The parts of Vite's build manifest (`.vite/manifest.json`) that name a module's chunks. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The manifest's key of the entry: index.html names its chunk and the chunks it imports. */
const ENTRY = 'index.html';

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

/**
 * `<link rel="modulepreload">` tags for the chunks the given modules need beyond those index.html
 * already names. Low fetch priority like the page's other scripts: the stylesheet and images go
 * first (pageTemplate in entry-server.tsx).
 */
export function modulePreloadLinks(manifest: BuildManifest, modules: string[]): string {
  const named = chunkFiles(manifest, [ENTRY]);
  return [...chunkFiles(manifest, modules)]
    .filter((file) => !named.has(file))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}
