import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Getting around with the keyboard alone: Tab until a control has the focus, checking on every stop
 * that the focus can be seen. No clicks, no `fill`: what a person without a mouse can do.
 */

interface FocusReport {
  /** The focused element's start, to list the stops on the way in a failure. */
  stop: string;
  /** Whether the focus has left the document's controls (back on the body). */
  left: boolean;
  /** Whether the focus is on `target`. */
  reached: boolean;
  /** Null when the focus can be seen, else what has it and shows nothing. */
  problem: string | null;
}

/**
 * Runs in the page, right after a Tab, so each stop costs one round trip to the browser: where the
 * focus is, and whether the focused element shows a focus indicator: its own outline or ring (a box
 * shadow), or an outline on the nearest wrapper that draws it for a visually hidden control (a radio
 * chip's label, a card around its link).
 */
function focusReport(target: Element | null): FocusReport {
  const focused = document.activeElement;
  const stop = focused?.outerHTML.slice(0, 120) ?? 'none';
  const left = focused === document.body;
  const report = (problem: string | null) => ({ stop, left, reached: target === focused, problem });
  if (!focused || focused === document.body) return report('nothing has the focus');
  const outlined = (element: Element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
  };
  // A ring is a box shadow with no offset and no blur, at least 2 px wide, in a colour that shows.
  const ringed = (element: Element) =>
    [...getComputedStyle(element).boxShadow.matchAll(/rgba?\(([^)]+)\) 0px 0px 0px ([\d.]+)px/g)].some(
      ([, colour = '', spread = '0']) =>
        Number.parseFloat(spread) >= 2 && Number.parseFloat(colour.split(',')[3] ?? '1') > 0.5,
    );
  if (outlined(focused) || ringed(focused)) return report(null);
  // A field inside a frame (a currency sign before it) has the ring on the frame.
  for (let wrapper = focused.parentElement, depth = 0; wrapper && depth < 4; depth += 1) {
    if (outlined(wrapper) || ringed(wrapper)) return report(null);
    wrapper = wrapper.parentElement;
  }
  const name =
    focused.getAttribute('aria-label') ??
    (focused as HTMLInputElement).labels?.[0]?.textContent ??
    focused.textContent ??
    '';
  const kind = focused.getAttribute('type') ?? focused.getAttribute('role') ?? '';
  return report(
    `no visible focus on <${focused.tagName.toLowerCase()} ${kind}> "${name.trim().slice(0, 40)}"`,
  );
}

/** Presses Tab until `target` has the focus; every stop on the way must show it. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  const stops: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    // Asked through the target, so one call answers both; a target not on the page yet answers
    // nothing within a second, and the page alone reports the stop.
    const report =
      (await target.evaluate(focusReport, undefined, { timeout: 1_000 }).catch(() => null)) ??
      (await page.evaluate(focusReport, null));
    stops.push(report.stop);
    expect(report.problem, `after the stops:\n${stops.join('\n')}`).toBeNull();
    if (report.reached) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target}; the stops:\n${stops.join('\n')}`);
}

/** Tabs to a field and types into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Tabs through the whole page, from the top to where the focus leaves the document, and answers the
 * stops that did not show the focus (none, when all is well).
 */
export async function stopsWithoutVisibleFocus(page: Page, max = 150): Promise<string[]> {
  const missing: string[] = [];
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const { left, problem } = await page.evaluate(focusReport, null);
    if (left && step > 0) return missing;
    if (problem && !left) missing.push(problem);
  }
  return missing;
}
