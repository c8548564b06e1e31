import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { useCustomerLanguage } from './customer-i18n';
import { installMatchMedia, setViewportWidth } from './viewport';

installMatchMedia();

beforeEach(() => useCustomerLanguage('en'));

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  document.documentElement.className = '';
  localStorage.clear();
});
