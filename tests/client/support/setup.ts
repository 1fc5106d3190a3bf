import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

/** jsdom's window has no TextEncoder; react-router needs one when it loads. */
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

/** What jsdom lacks and Chakra UI (Ark UI, Zag) reaches for while rendering. */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) Object.assign(window, { ResizeObserver: NoResizeObserver });
if (!('IntersectionObserver' in window)) Object.assign(window, { IntersectionObserver: class extends NoResizeObserver { takeRecords() { return []; } } });
if (!window.scrollTo) window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}
