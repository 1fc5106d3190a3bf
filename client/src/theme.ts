import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Brand: deep navy ("brand") with a warm gold accent ("gold"). */
const config = defineConfig({
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
  },
});

export const system = createSystem(defaultConfig, config);
