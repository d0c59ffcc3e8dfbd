import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the component recipes the app uses. `defaultConfig` carries
 * the recipes of all ~80 components (date pickers, colour pickers, carousels...), which every
 * visitor would download before the first paint. A component looks its recipe up by key at render
 * time and silently renders unstyled when it is missing, so a component newly used anywhere in
 * the app must add its recipe here (and those of the Chakra parts it renders: Button's spinner,
 * Field's icon, InputGroup's addon).
 */
const slimDefaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Solid colours dark enough for white text (WCAG AA asks 4.5:1).
 * Teal, our brand (buttons, the selected category), uses the logo's #0f766e: 5.5:1 instead of
 * the stock teal.600's 3.7:1. Green and orange (visa badges) take their 700 shade instead of
 * 600 (3.3:1 and 3.6:1).
 */
const brand = defineConfig({
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

export const system = createSystem(defaultBaseConfig, slimDefaultTheme, brand);
