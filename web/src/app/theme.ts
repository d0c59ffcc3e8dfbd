import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
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

/**
 * Every control a finger taps is at least 44 x 44 px (WCAG 2.5.5's size; decision 017), set here
 * once for every screen rather than screen by screen: the sizes below 44 px of buttons (and so
 * icon buttons, close buttons and the buttons drawn as links), inputs, selects and tabs take
 * 44 px (`sizes.11`), keeping their own text size and padding; the toast's buttons too.
 * `e2e/specs/touch-targets.spec.ts` measures the main screens.
 */
const TOUCH = '11';
const touchButton = { h: TOUCH, minW: TOUCH };
const touchInput = { '--input-height': `sizes.${TOUCH}` };
const touchSelect = { root: { '--select-field-height': `sizes.${TOUCH}` } };
const touchTabs = { root: { '--tabs-height': `sizes.${TOUCH}` } };
const touchTargets = defineConfig({
  theme: {
    recipes: {
      button: {
        variants: {
          size: { '2xs': touchButton, xs: touchButton, sm: touchButton, md: touchButton },
        },
      },
      input: {
        variants: {
          size: { '2xs': touchInput, xs: touchInput, sm: touchInput, md: touchInput },
        },
      },
    },
    slotRecipes: {
      // Slot lists merge by position, so each override repeats the recipe's own list.
      nativeSelect: {
        slots: nativeSelectSlotRecipe.slots,
        variants: { size: { xs: touchSelect, sm: touchSelect, md: touchSelect } },
      },
      tabs: { slots: tabsSlotRecipe.slots, variants: { size: { sm: touchTabs, md: touchTabs } } },
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          actionTrigger: { minH: TOUCH },
          closeTrigger: { minW: TOUCH, minH: TOUCH, top: '0', insetEnd: '0' },
        },
      },
    },
  },
});

let made: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use rather than when this module loads: building its
 * token dictionary is Chakra's largest piece of start-up work, and left in the entry's evaluation
 * it made that one task too long. Made once; every caller gets the same object.
 */
export function appSystem(): SystemContext {
  made ??= createSystem(defaultBaseConfig, slimDefaultTheme, brand, touchTargets);
  return made;
}
