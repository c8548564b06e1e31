// Bundles the server into dist/server/main.js (see server-bundle.mjs).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { copyMigrations, serverBundleOptions } from './server-bundle.mjs';

rmSync('dist/server', { recursive: true, force: true });
await build({ ...serverBundleOptions, logLevel: 'warning' });
copyMigrations();
