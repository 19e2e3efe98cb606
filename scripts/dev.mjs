// `npm run dev`: the API with reload on save (tsx watch, port 3000) and the member app with hot
// module reload (Vite, port 5173, proxying /api and /socket.io to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@chokdee/web'], { stdio: 'inherit' }),
];

const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
console.log('Chokdee dev: member app on http://localhost:5173 (hot reload), API on http://localhost:3000');
