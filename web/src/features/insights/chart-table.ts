import { chakra } from '@chakra-ui/react';

/**
 * The parts of the insight tables. Each chart is a real table (caption, headers, figures) whose
 * bars are drawn inside its cells and hidden from assistive technology, so a screen reader reads
 * the same figures the chart shows, once, and the trip screen needs no charting library.
 */
export const Table = chakra('table', {
  base: { width: '100%', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' },
});

export const Caption = chakra('caption', {
  base: { captionSide: 'top', textAlign: 'start', color: 'fg.muted', fontSize: 'sm', pb: '2' },
});
