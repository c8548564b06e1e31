import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, THEME_STORAGE_KEY, useTheme } from './theme';

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

describe('useTheme', () => {
  /** A system preference the test can switch, as a phone does at dusk. */
  function systemPreference(initiallyDark: boolean) {
    let dark = initiallyDark;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query.includes('dark') && dark;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    return {
      switchTo(next: 'dark' | 'light') {
        dark = next === 'dark';
        for (const listener of listeners) listener();
      },
    };
  }

  function ShowTheme() {
    const [theme] = useTheme();
    return <p>{theme}</p>;
  }

  // The web tests share their window from file to file: put jsdom's (or another file's) back.
  const original = window.matchMedia;
  afterEach(() => {
    localStorage.clear();
    window.matchMedia = original;
  });

  it('follows the system while no choice is stored, also when the system changes on an open page', () => {
    const system = systemPreference(false);
    render(<ShowTheme />);
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => system.switchTo('dark'));
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it('keeps the stored choice whatever the system does', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const system = systemPreference(false);
    render(<ShowTheme />);
    act(() => system.switchTo('dark'));
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
