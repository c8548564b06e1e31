// Development: the server rebuilt and restarted on change (port 3001), Vite with hot reload on
// WEB_PORT (5173) proxying /api to it. The production path is `npm start`.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { copyMigrations, serverBundleOptions } from './server-bundle.mjs';

const server = await context({ ...serverBundleOptions, logLevel: 'info' });
await server.rebuild();
copyMigrations();
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
