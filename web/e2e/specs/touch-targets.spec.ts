import { expect, test, type Page } from '@playwright/test';
import { ItineraryPage } from '../pages/itinerary-page';
import { PwaApp } from '../pages/pwa-app';
import { travellerWithTrip } from '../support/traveller-with-trip';

/** WCAG 2.5.5's target size, which decision 017 adopts for every control a finger taps. */
const MIN = 44;

/**
 * Every visible control on the screen smaller than MIN x MIN, described for the failure message.
 * A checkbox's or radio's target is the input together with its label (a tap on either toggles
 * it). Exempt, as WCAG 2.5.8 exempts them: a link inside a sentence (inline, in a block with
 * more text than its own), whose size the line of text sets; and, by WCAG 2.5.5's equivalent
 * exception, a map's pins, each of which is listed on the same page as a full-size control.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
    ].join(',');
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
    };
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
      const block = el.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return !!block && (block.textContent ?? '').trim().length > own;
    };
    // A link stretched over its card by an absolutely placed pseudo-element (the trips list's
    // cards) is as large as the card it covers: its nearest positioned ancestor.
    const stretchedOver = (el: Element) => {
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).position !== 'static') return up;
        }
      }
      return null;
    };
    const targetBox = (el: Element) => {
      let { left, top, right, bottom } = (stretchedOver(el) ?? el).getBoundingClientRect();
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
      for (const label of labels) {
        const r = label.getBoundingClientRect();
        left = Math.min(left, r.left);
        top = Math.min(top, r.top);
        right = Math.max(right, r.right);
        bottom = Math.max(bottom, r.bottom);
      }
      return { width: right - left, height: bottom - top };
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!visible(el) || inSentence(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
      // WCAG 2.5.5's equivalent exception: each pin of the map is a stop or an item listed, as
      // a full-size control, on the same page.
      if (el.matches('.wf-map-pin, .wf-map-stop')) continue;
      // An element inside a control (a button in a link) is part of the outer target.
      if (el.parentElement?.closest(selector)) continue;
      const { width, height } = targetBox(el);
      // Half a pixel of rounding (rem and borders at fractional positions).
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        el.getAttribute('name') ??
        '';
      offenders.push(
        `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} "${name}" ${Math.round(width)}x${Math.round(height)}`,
      );
    }
    return offenders;
  }, MIN);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every control a finger taps on the main screens is at least 44 x 44 px', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const tripId = await travellerWithTrip(page, { title: 'Kyoto', startInDays: 3, days: 4 });
      await new ItineraryPage(page).open(tripId);
      await new ItineraryPage(page).addActivity({ day: 1, title: 'Fushimi Inari', time: '08:00' });
      const pwa = new PwaApp(page);
      const found: Record<string, string[]> = {};
      for (const path of [
        '/',
        '/trips',
        `/trips/${tripId}`,
        `/trips/${tripId}/itinerary`,
        '/profile',
      ]) {
        await page.goto(path);
        await pwa.settledHeadings();
        const small = await smallTargets(page);
        if (small.length > 0) found[path] = small;
      }
      expect(found).toEqual({});
    });
  });
}
