import type { Locator, Page } from 'playwright-core';
import { waitForCondition } from './screen-checks';

/** What has keyboard focus, and whether the user can see it (outline or ring on it, or on the label that draws it). */
export interface FocusStop {
  what: string;
  visible: boolean;
  inDialog: boolean;
}

export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    // Styles of the new focus applied (two frames).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', visible: true, inDialog: false };
    const drawn = (e: Element) => {
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== '' && cs.boxShadow !== 'none');
    };
    // A native radio or checkbox inside a card-like label shows its focus on the label.
    const visible = drawn(el) || (!!el.closest('label') && drawn(el.closest('label')!));
    const name = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const cs = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"${visible ? '' : ` (outline ${cs.outlineStyle} ${cs.outlineWidth}, shadow ${cs.boxShadow}, focus-visible ${el.matches(':focus-visible')})`}`,
      visible,
      inDialog: !!el.closest('[role="dialog"], [role="alertdialog"]'),
    };
  });
}

/**
 * Keyboard-only driving: Tab (or Shift+Tab) and arrow keys move the focus, and every stop must
 * show it. `unseen` collects the stops that did not (the test asserts it stays empty).
 */
export class Keyboard {
  readonly unseen: string[] = [];
  constructor(private readonly page: Page) {}

  /** Presses `key` until `target` has focus (at most `max` times); each stop must show its focus. */
  async moveTo(target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}): Promise<void> {
    await target.waitFor();
    const path: string[] = [];
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(key);
      const stop = await focusStop(this.page);
      path.push(stop.what);
      if (!stop.visible && stop.what !== 'body') this.unseen.push(stop.what);
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    const hidden = await this.page.evaluate(() => [...document.querySelectorAll('[inert], [aria-hidden="true"]')].filter((e) => e.querySelector('a, button, input')).map((e) => `${e.tagName}#${e.id}.${e.className}`.slice(0, 60)));
    throw new Error(`${key} x${max} did not reach ${target}; focus went: ${path.join(' -> ')}; inert or hidden: ${hidden.join(', ')}`);
  }

  /** Tab to `target`, then press Enter (or `key`). */
  async activate(target: Locator, key = 'Enter', move: { key?: string; max?: number } = {}): Promise<void> {
    await this.moveTo(target, move);
    await this.page.keyboard.press(key);
  }

  /** Tab to a field, select what it holds and type `text` over it. */
  async fill(field: Locator, text: string): Promise<void> {
    await this.moveTo(field);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.type(text);
  }

  /** The element that has focus, as a handle to compare later. */
  focused() {
    return this.page.evaluateHandle(() => document.activeElement);
  }

  async expectFocusOn(target: Locator): Promise<void> {
    await waitForCondition(this.page, `focus on ${target}`, (el) => el === document.activeElement, await target.elementHandle());
  }

  /** Focus is inside the open dialog (it took focus when it opened). */
  async expectFocusInDialog(): Promise<void> {
    await waitForCondition(this.page, 'focus inside the open dialog', () => !!document.activeElement?.closest('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'), undefined);
  }
}
