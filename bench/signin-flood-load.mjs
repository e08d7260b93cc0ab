// The sign-in flood of bench/signin-flood.mjs, run in its own process so that the 300 connections'
// work does not slow the client that measures the real users' sign-ins (both share 2 cores with the
// server either way). Started with fork(); 'stop' ends the load; the summary comes back as a message.
import { load } from './lib.mjs';

const { url, connections, durationSeconds } = JSON.parse(process.argv[2]);

let n = 0;
/** A new client address each request, in 11.x.y.z (the measuring client uses 10.x.y.z). */
const newAddress = () => {
  n++;
  return `11.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

let instance;
process.on('message', (message) => {
  if (message === 'stop') instance?.stop();
});
const result = await load({
  url,
  connections,
  duration: durationSeconds,
  onInstance: (i) => (instance = i),
  requests: [
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (req) => ({
        ...req,
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'bench', cookie: 'ssb_csrf=bench', 'x-forwarded-for': newAddress() },
        body: JSON.stringify({ email: `flood-${n}@bench.test`, password: 'Summer#2026' }),
      }),
    },
  ],
});
process.send({ ...result, statusCodeStats: result.statusCodeStats }, () => process.exit(0));
