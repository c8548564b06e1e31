import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
});

describe('applyTheme', () => {
  it("sets the browser bar's colour to the chosen theme, whatever the system's (index.html has one per system theme)", () => {
    document.head.innerHTML = `
      <meta name="theme-color" content="#1f5c46" media="(prefers-color-scheme: light)">
      <meta name="theme-color" content="#0f1513" media="(prefers-color-scheme: dark)">`;
    const colours = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));

    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(colours()).toEqual(['#0f1513', '#0f1513']);

    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(colours()).toEqual(['#1f5c46', '#1f5c46']);
  });
});
