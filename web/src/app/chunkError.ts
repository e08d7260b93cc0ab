/**
 * A page's code that did not arrive (a dynamic import that failed): Chromium says "Failed to fetch
 * dynamically imported module", Firefox "error loading dynamically imported module", Safari
 * "Importing a module script failed"; Vite's preload helper "Unable to preload CSS".
 */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/**
 * What a failed page means to the visitor: 'offline' (the code could not be fetched without a
 * connection), 'updated' (online, so the file is gone: a new version was deployed), or null (any
 * other failure).
 */
export function chunkFailure(error: unknown, online: boolean): 'offline' | 'updated' | null {
  if (!isChunkLoadError(error)) return null;
  return online ? 'updated' : 'offline';
}
