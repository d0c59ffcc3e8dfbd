import type { MapPin } from './trip-map-model';

/**
 * The map's pins as DOM elements, handed to MapLibre as its markers' elements: each one a real
 * <button> named '1. Coffee in the old town' or 'Stop: Lisbon', so it is reached by Tab, read by
 * a screen reader and pressed with Enter or Space. Plain DOM rather than React: MapLibre owns
 * where they sit, and forty buttons are drawn without a render. Their look is in trip-map.css.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** A small flag: a stop is a place one stays, not a thing one does. */
function flagIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M5 22V3M5 4h13l-3 4.5L18 13H5');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2.5');
  path.setAttribute('stroke-linejoin', 'round');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  return svg;
}

/** A new pin's button; `updatePinElement` gives it its pin's name, number and colour. */
export function createPinElement(pin: MapPin, onPress: (key: string) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = pin.kind === 'item' ? 'wf-map-pin' : 'wf-map-stop';
  button.dataset.pinKey = pin.key;
  if (pin.kind === 'stop') button.append(flagIcon());
  // MapLibre pans the map on a drag that starts on a marker; a tap is ours.
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onPress(button.dataset.pinKey ?? pin.key);
  });
  updatePinElement(button, pin);
  return button;
}

/** Brings a pin's button up to date in place, so one that has focus keeps it. */
export function updatePinElement(button: HTMLButtonElement, pin: MapPin): void {
  button.setAttribute('aria-label', pin.label);
  if (pin.kind === 'item') {
    button.textContent = String(pin.number);
    button.style.setProperty('--wf-pin-color', pin.color);
    button.dataset.day = String(pin.day);
  }
}

/** Marks the pin whose panel is open (drawn larger; `aria-expanded` tells a screen reader). */
export function markSelected(button: HTMLButtonElement, selected: boolean, panelId: string): void {
  button.setAttribute('aria-expanded', String(selected));
  if (selected) button.setAttribute('aria-controls', panelId);
  else button.removeAttribute('aria-controls');
}

/** A city's name on the map: small text that a pointer and a screen reader pass through. */
export function createCityLabel(name: string): HTMLDivElement {
  const label = document.createElement('div');
  label.className = 'wf-map-city';
  label.setAttribute('aria-hidden', 'true');
  label.textContent = name;
  return label;
}
