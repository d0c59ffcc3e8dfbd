import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { streetSourcesConflict, xyzTilesSetting } from './xyz-tiles-setting';

const parse = (value: string) => xyzTilesSetting.safeParse(value);
const message = (value: string) => {
  const result = parse(value);
  return result.success ? undefined : z.prettifyError(result.error);
};

describe('STREET_TILES_XYZ', () => {
  it('takes a TileJSON URL, or a tile URL with {z}, {x} and {y}', () => {
    expect(parse(' https://tiles.openfreemap.org/planet ').data).toEqual({
      kind: 'tilejson',
      url: 'https://tiles.openfreemap.org/planet',
    });
    expect(parse('https://tiles.example.org/omt/{z}/{x}/{y}.pbf').data).toEqual({
      kind: 'template',
      url: 'https://tiles.example.org/omt/{z}/{x}/{y}.pbf',
    });
  });

  it('refuses other schemes, half templates and OpenStreetMap’s tile servers', () => {
    expect(message('ftp://tiles.example.org/planet')).toMatch(/not a ftp: URL/);
    expect(message('https://tiles.example.org/{z}/{x}.pbf')).toMatch(
      /all of \{z\}, \{x\} and \{y\}/,
    );
    expect(message('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toMatch(
      /usage policy forbids bulk downloads/,
    );
    expect(message('not a url')).toMatch(/not a valid URL/);
  });

  it('cannot be set with STREET_TILES_SOURCE', () => {
    expect(
      streetSourcesConflict({ STREET_TILES_SOURCE: { kind: 'file' }, STREET_TILES_XYZ: {} }),
    ).toMatch(/Set at most one of STREET_TILES_SOURCE .* and STREET_TILES_XYZ/);
    expect(streetSourcesConflict({ STREET_TILES_XYZ: {} })).toBeUndefined();
    expect(streetSourcesConflict({ STREET_TILES_SOURCE: {} })).toBeUndefined();
  });
});
