/**
 * `npm run dev`: the API server on API_PORT (default 8787) and Vite's dev
 * server with hot reload, which proxies /api to it. Offline behaviour
 * (service worker) needs `npm start` instead: it never works under vite dev.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children: ChildProcess[] = [];

function run(cmd: string, args: string[], env: Record<string, string>): void {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], { PORT: apiPort, HOST: '127.0.0.1' });
run(process.execPath, ['node_modules/vite/bin/vite.js'], { DECKSMITH_API: `http://127.0.0.1:${apiPort}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
