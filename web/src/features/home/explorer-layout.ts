/**
 * The most cards the explorer's first row holds (the widest layout's columns). Their pictures
 * are on the first screen, so they are fetched first: by first-load-preload.js while the app
 * downloads, and with high priority by the cards.
 */
export const EXPLORER_FIRST_ROW = 3;
