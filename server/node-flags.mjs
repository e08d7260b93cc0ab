/**
 * The Node options every server process starts with: `node ${SERVER_NODE_FLAGS} server/dist/main.js`.
 * `npm start` (scripts/start.mjs) and the bench (bench/lib.mjs) start it so; docs/operations.md
 * shows the same command. They must be given to `node` itself: V8 reads them once, at start.
 *
 * Both keep the server's memory steady under a crowd (docs/decisions/027):
 * --max-semi-space-size=32: V8's young generation at 32 MB a half instead of Node 20's 16, so the
 *   objects of requests in flight die young instead of being promoted as garbage;
 * --heap-growing-percent=25: after a full collection the old generation may grow by a quarter before
 *   the next one, instead of a factor V8 picks from its measured speeds (up to 4x), which let the
 *   promoted garbage pile up to 250 MB in some runs and not in others.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=25'];
