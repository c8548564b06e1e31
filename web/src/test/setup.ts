import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  document.documentElement.className = '';
  localStorage.clear();
});
