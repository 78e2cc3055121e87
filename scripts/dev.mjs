// `npm run dev`: the sync server on :8080 and Vite's dev server (with /api proxied) side by side.
// Only here is /dev/mailbox switched on (DEV_MAILBOX=1): `npm start` never serves it. The server
// listens on loopback only (unless HOST says otherwise), so the mailbox, which shows every reset
// code, is not reachable from the network a developer's laptop sits on.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', 'sync-server/src/main.ts'], { stdio: 'inherit', env: { HOST: '127.0.0.1', ...process.env, NODE_ENV: 'development', DEV_MAILBOX: '1' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
