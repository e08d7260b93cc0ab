// `npm run dev`: the API with reload (tsx watch) on 3000 and Vite on 5173, which proxies /api and /media.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: '/nonexistent' } }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', cwd: 'web' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
