import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { useCustomerLanguage } from './customer-i18n';
import { installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

// No test reaches a server: a call no test stubbed fails as a relative address fails in Node, also
// one a query makes after its test ended and unstubbed its fetch (happy-dom's own would connect).
globalThis.fetch = () => Promise.reject(new TypeError('fetch: no network in the web tests'));

beforeEach(() => useCustomerLanguage('en'));

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  document.documentElement.className = '';
  localStorage.clear();
  // A worker keeps its document and modules for the next test file (vitest.config.ts): what one
  // test leaves in the browser's storage or in the toasts' store must not reach the next.
  sessionStorage.clear();
  toast.dismiss();
});
