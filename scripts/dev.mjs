// `npm run dev`: the API with reload on save (tsx watch, port 3000), the member app (Vite, port 5173)
// and the back office (Vite, port 5174, under /admin/) with hot module reload, both proxying /api to
// the API. Ctrl-C stops all three.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@chokdee/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@chokdee/admin'], { stdio: 'inherit' }),
];

const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
console.log(
  'Chokdee dev: member app on http://localhost:5173, back office on http://localhost:5174/admin/ (hot reload), API on http://localhost:3000',
);
