import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's default theme, with solid colours dark enough for white text (WCAG AA asks 4.5:1).
 * Teal, our brand (buttons, the selected category), uses the logo's #0f766e: 5.5:1 instead of
 * the stock teal.600's 3.7:1. Green and orange (visa badges) take their 700 shade instead of
 * 600 (3.3:1 and 3.6:1).
 */
const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        teal: { solid: { value: { _light: '#0f766e', _dark: '#0f766e' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
