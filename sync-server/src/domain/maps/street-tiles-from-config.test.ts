import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { streetTilesSourceSetting } from './street-tiles-from-config';

const parse = (value: string) => streetTilesSourceSetting.safeParse(value);
const message = (value: string) => {
  const result = parse(value);
  return result.success ? undefined : z.prettifyError(result.error);
};

describe('STREET_TILES_SOURCE', () => {
  it('takes a file path (made absolute) or an http(s) URL', () => {
    expect(parse('./data/portugal.pmtiles').data).toEqual({
      kind: 'file',
      path: resolve('./data/portugal.pmtiles'),
    });
    expect(parse('/srv/tiles/europe.pmtiles').data).toEqual({
      kind: 'file',
      path: '/srv/tiles/europe.pmtiles',
    });
    expect(parse(' https://tiles.example.org/portugal.pmtiles ').data).toEqual({
      kind: 'url',
      url: 'https://tiles.example.org/portugal.pmtiles',
    });
  });

  it('refuses other schemes and OpenStreetMap’s tile servers, saying what is expected', () => {
    expect(message('s3://bucket/portugal.pmtiles')).toMatch(
      /must be a file path or an http\(s\) URL of a PMTiles archive, not a s3: URL/,
    );
    expect(message('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toMatch(
      /usage policy forbids bulk downloads/,
    );
    expect(message('https://a.tile.openstreetmap.org/')).toMatch(/forbids bulk downloads/);
    expect(message('http://')).toMatch(/not a valid URL/);
    expect(parse('   ').success).toBe(false);
  });
});
