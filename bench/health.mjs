// GET /api/health on the built app beside a bare Fastify hello-world, as a ratio.
import path from 'node:path';
import { load, root, startAppServer, startProcess, summarize } from './lib.mjs';

export async function measureBaseline({ duration = 10 } = {}) {
  const bare = await startProcess(path.join(root, 'bench/hello-world.mjs'));
  try {
    await load({ url: bare.baseUrl, duration: 2 }); // warm-up
    return summarize(await load({ url: bare.baseUrl, duration }));
  } finally {
    await bare.stop();
  }
}

export async function benchHealth({ baseline, duration = 10 }) {
  const app = await startAppServer();
  try {
    await load({ url: `${app.baseUrl}/api/health`, duration: 2 });
    const health = summarize(await load({ url: `${app.baseUrl}/api/health`, duration }));
    return { baseline, health, ratioToBaseline: +(health.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) };
  } finally {
    await app.stop();
  }
}
