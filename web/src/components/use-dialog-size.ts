import { useBreakpointValue } from '@chakra-ui/react';

/**
 * Full screen on phones, a large centred dialog from md up. Chosen in JavaScript because a
 * responsive `size` prop merges the two recipes, leaving the full-screen height on desktop.
 */
export function useDialogSize(): 'full' | 'lg' {
  return useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'full';
}
