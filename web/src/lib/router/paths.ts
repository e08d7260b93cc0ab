/**
 * A path as routes match it: wouter decodes escapes (`decodeURI`: '%20' is a space, '%2F' stays) before
 * matching, so `useParams` gives decoded values; the server's page matching must read the same.
 */
export function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}
