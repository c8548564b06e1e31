/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** Id of this build, set by vite.config.ts; 'dev' under the dev server and 'test' under vitest. */
declare const __BUILD_ID__: string;
