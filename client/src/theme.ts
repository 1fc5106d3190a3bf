import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The focus ring of inputs, textareas and selects: 2 px like the buttons' (Chakra draws 1 px in
 * the gray palette, #a1a1aa, 2.5:1 on white), in the brand's ring colour whatever palette the
 * field sits in: brand.500 on light pages (6.9:1 on white), brand.400 in the dark areas (4.6:1
 * on black). WCAG 1.4.11 asks 3:1.
 */
const FIELD_FOCUS = { colorPalette: 'brand', '--focus-ring-width': '2px' } as const;

/**
 * Brand: deep navy ("brand") with a warm gold accent ("gold").
 *
 * No cascade layers (`disableLayers`). With them, Chakra writes each element's recipe styles at
 * run time as `@layer recipes { .css-… }` into Emotion's stylesheet, and Chromium treats every
 * change to a stylesheet that has layers as a change of the layer order: it recomputes the style
 * of every element in the page and lays out all its text again (its matched-properties cache
 * and its fonts are thrown away), each time a render brings a new rule. Without layers a new
 * rule restyles only the elements that carry its class. Chakra then merges a recipe's styles and
 * an element's style props into one rule, the props winning, so a screen draws the same; what
 * differs is that a recipe's state styles (hover, expanded, invalid) now also apply over a
 * style prop that sets the same property in the rest state.
 */
const config = defineConfig({
  disableLayers: true,
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef1fb' },
          100: { value: '#d6dcf5' },
          200: { value: '#aeb9eb' },
          300: { value: '#8394dd' },
          400: { value: '#5a6fcd' },
          500: { value: '#3a50b8' },
          600: { value: '#2b3e9a' },
          700: { value: '#1e2a78' },
          800: { value: '#17205b' },
          900: { value: '#10173f' },
          950: { value: '#0a0e28' },
        },
        gold: {
          50: { value: '#fff8e8' },
          100: { value: '#feedc4' },
          200: { value: '#fcdc8d' },
          300: { value: '#f8c95a' },
          400: { value: '#f5b942' },
          500: { value: '#e29d1b' },
          600: { value: '#c27c12' },
          700: { value: '#9b5c12' },
          800: { value: '#7d4915' },
          900: { value: '#673d15' },
          950: { value: '#3b1f07' },
        },
      },
    },
    recipes: {
      input: {
        base: {
          ...FIELD_FOCUS,
          // A date or time input's calendar button takes a Tab stop of its own, where the input
          // matches neither :focus nor :focus-visible and Chakra's ring goes: keep it while focus is within.
          '&:is([type=date], [type=time], [type=datetime-local]):focus-within': {
            outline: '2px solid var(--focus-color)',
            outlineOffset: '0',
            borderColor: 'var(--focus-color)',
          },
        },
      },
      textarea: { base: FIELD_FOCUS },
    },
    slotRecipes: {
      nativeSelect: { slots: ['root', 'field', 'indicator'], base: { field: FIELD_FOCUS } },
    },
    semanticTokens: {
      colors: {
        brand: {
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.500}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        gold: {
          contrast: { value: { _light: '{colors.gray.950}', _dark: '{colors.gray.950}' } },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.300}' } },
          subtle: { value: { _light: '{colors.gold.50}', _dark: '{colors.gold.950}' } },
          muted: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          emphasized: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          solid: { value: { _light: '{colors.gold.400}', _dark: '{colors.gold.400}' } },
          focusRing: { value: { _light: '{colors.gold.500}', _dark: '{colors.gold.400}' } },
          border: { value: { _light: '{colors.gold.500}', _dark: '{colors.gold.400}' } },
        },
        /**
         * Solid (filled) buttons, badges and toasts carry white text: Chakra's green, orange,
         * teal and cyan 600 give it only 3.3 to 3.7:1. These deeper shades of the same hues
         * reach AA (4.5:1) in both themes: green #15803d 5.02, orange #c2410c 5.18,
         * teal #0f766e 5.47, cyan #0e7490 5.36 (white text).
         */
        green: { solid: { value: { _light: '#15803d', _dark: '#15803d' } } },
        orange: { solid: { value: { _light: '#c2410c', _dark: '{colors.orange.500}' } } },
        teal: { solid: { value: { _light: '#0f766e', _dark: '#0f766e' } } },
        cyan: { solid: { value: { _light: '#0e7490', _dark: '#0e7490' } } },
        /** Page backgrounds by area: admin black, worker dark gray, client and visitor light. */
        page: {
          admin: { value: '#000000' },
          worker: { value: '{colors.gray.800}' },
          light: { value: '{colors.gray.50}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'page.light', color: 'fg' },
    'html[data-area=admin] body': { bg: 'page.admin' },
    'html[data-area=worker] body': { bg: 'page.worker' },
    // Reduced motion asked for: no animations or transitions (kept at a hair above zero so
    // dialogs and toasts still get their animationend/transitionend and unmount).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/**
 * The app's Chakra system: its token dictionary, utilities and recipes, made from Chakra's
 * default config and this theme. About a third of the entry's work at start-up, so main.tsx makes
 * it in a task of its own, after the modules have been evaluated (the build writes the global
 * stylesheet from the same system: build/chakra-global-css.ts).
 */
export function createAppSystem() {
  return createSystem(defaultConfig, config);
}
