/**
 * The Node options every server process starts with: `node ${SERVER_NODE_FLAGS} server/dist/main.js`.
 * `npm start` (scripts/start.mjs) and the bench (bench/lib.mjs) start it so; docs/operations.md
 * shows the same command. They must be given to `node` itself: V8 reads them once, at start.
 *
 * --max-semi-space-size=32: V8's young generation at 32 MB a half instead of Node 20's 16. Under a
 * crowd, the objects of the requests in flight outlived two young collections and were promoted,
 * filling the old generation with garbage at up to 50 MB a second: the server's memory swung
 * between 350 and 540 MB. With the larger halves they die young (docs/decisions/027).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
