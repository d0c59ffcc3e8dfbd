import { describe, expect, it } from 'vitest';
import { mapsLink, platformFromUserAgent } from './maps-link';

const porto = { name: 'Porto', latitude: 41.1496, longitude: -8.611 };
const cafe = { name: 'Café A Brasileira (Chiado)', latitude: 38.7108, longitude: -9.1424 };

describe('mapsLink', () => {
  it("opens Android's maps app with a labelled pin", () => {
    expect(mapsLink(porto, 'android')).toBe('geo:41.1496,-8.611?q=41.1496,-8.611(Porto)');
    expect(mapsLink(cafe, 'android')).toBe(
      'geo:38.7108,-9.1424?q=38.7108,-9.1424(Caf%C3%A9%20A%20Brasileira%20%20Chiado)',
    );
  });

  it('opens Apple Maps on iOS and macOS', () => {
    expect(mapsLink(porto, 'ios')).toBe('https://maps.apple.com/?ll=41.1496,-8.611&q=Porto');
    expect(mapsLink(cafe, 'macos')).toBe(
      'https://maps.apple.com/?ll=38.7108,-9.1424&q=Caf%C3%A9%20A%20Brasileira%20(Chiado)',
    );
  });

  it('opens Google Maps at the coordinates anywhere else', () => {
    expect(mapsLink(porto, 'other')).toBe(
      'https://www.google.com/maps/search/?api=1&query=41.1496,-8.611',
    );
  });

  it('keeps six decimals at most', () => {
    expect(mapsLink({ name: 'x', latitude: 1.123456789, longitude: -2.5 }, 'other')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1.123457,-2.5',
    );
  });
});

describe('platformFromUserAgent', () => {
  it('recognises the phones and the Mac', () => {
    expect(
      platformFromUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('android');
    expect(
      platformFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('ios');
    expect(
      platformFromUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('macos');
    expect(
      platformFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('other');
    expect(platformFromUserAgent('')).toBe('other');
  });
});
