// Bundles the server into dist/: our code, the @ssb/domain workspace and the npm packages the server
// loads at start-up, in one file per entry point. Node then reads and compiles one file instead of
// resolving and reading some 500 modules one by one, a large part of the start-up time
// (docs/decisions/009-start-up-time.md). The packages below stay external, loaded from node_modules
// at run time, so `npm ci` is still needed where dist/ runs.
import { build } from 'esbuild';

const external = [
  // Reads files that sit next to its own code (PGlite's WebAssembly and data files), or is native code.
  '@electric-sql/pglite',
  'sharp',
  // Loaded with import() where first needed, not at start-up: bundled, they would only make the
  // file the start reads larger.
  'pg',
  'drizzle-orm/node-postgres',
  'nodemailer',
  'openid-client',
  'marked',
  'sanitize-html',
  '@react-email/components',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'web-push',
  // Fastify's default validator and serializer compilers (ajv, fast-json-stringify): every route
  // uses zod's (src/app.ts), so Fastify never loads them; kept out, they add nothing to read.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'fast-json-stringify',
  'ajv',
  'ajv-formats',
];

await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
