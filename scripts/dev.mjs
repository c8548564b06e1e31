// Development: the server rebuilt and restarted on change (port 3001), Vite with hot reload on
// WEB_PORT (5173) proxying /api to it. The production path is `npm start`.
import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { context } from 'esbuild';

const server = await context({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
await server.rebuild();
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
await server.watch();

const env = { ...process.env, PORT: process.env.API_PORT ?? '3001', NODE_ENV: 'development' };
const children = [
  spawn('node', ['--enable-source-maps', '--watch', 'dist/server/main.js'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${env.PORT}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  server.dispose();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
