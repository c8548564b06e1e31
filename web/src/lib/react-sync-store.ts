/*
 * React 18 and later have useSyncExternalStore built in; the package that brings it to older
 * versions still ships its own copy to every page of libraries that import it (the translations'
 * React binding). The build points that import here (vite.config.ts), so the pages use React's.
 */
export { useSyncExternalStore } from 'react';
