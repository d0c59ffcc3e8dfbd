import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WikimediaFake } from '../../testing/wikimedia-fake';
import { embeddedPhotos } from './embedded/embedded-photos';
import { wikimediaPhotos } from './live/wikimedia-photos';
import type { PhotoProvider } from './photo-provider';
import { ProviderError } from './provider-error';

let fake: WikimediaFake;
beforeAll(async () => {
  fake = await WikimediaFake.start();
});
afterAll(() => fake.stop());

const subject = (id: string, name: string) => ({ id, name, country: 'Somewhere' });
const live = (timeoutMs = 2000) =>
  wikimediaPhotos({ wikipediaUrl: fake.baseUrl, commonsUrl: fake.baseUrl, timeoutMs });

const implementations: [string, () => PhotoProvider][] = [
  ['embedded artwork', embeddedPhotos],
  ['Wikimedia', () => live()],
];

/** Promises every photo provider keeps, whatever it knows. */
describe.each(implementations)('PhotoProvider contract: %s', (_, make) => {
  it('answers null, not an error, for a place it has no photo of', async () => {
    expect(await make().find(subject('nowhere', 'Nowhere'))).toBeNull();
  });

  it('only ever offers a reusable licence with a credit and its source', async () => {
    for (const name of ['Paris', 'Athens', 'Kyoto', 'Lisbon', 'Rome']) {
      const found = await make().find(subject(name.toLowerCase(), name));
      if (!found) continue;
      expect(found.credit.licence).toMatch(/^(Public domain|CC0|CC BY(-SA)? [\d.]+)/);
      expect(found.credit.author).not.toBe('');
      expect(found.credit.sourcePage).toMatch(/^https?:\/\//);
      expect(found.width).toBeGreaterThan(0);
    }
  });
});

describe('Wikimedia photos', () => {
  it('finds the article’s lead photograph with its author, licence and file page', async () => {
    const found = await live().find(subject('paris', 'Paris'));
    expect(found).toEqual({
      imageUrl: `${fake.baseUrl}/upload/thumb/a/ab/Tour_Eiffel_Wikimedia_Commons.jpg/1600px-Tour_Eiffel_Wikimedia_Commons.jpg`,
      width: 1600,
      height: 1000,
      credit: {
        author: 'Jane D&oe',
        licence: 'CC BY-SA 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/cc-by-sa-4.0/',
        sourcePage: `${fake.baseUrl}/wiki/File:Tour_Eiffel_Wikimedia_Commons.jpg`,
      },
    });
  });

  it('credits a public-domain photograph with no author as unknown', async () => {
    const found = await live().find(subject('athens', 'Athens'));
    expect(found?.credit).toMatchObject({ licence: 'Public domain', author: 'Unknown author' });
  });

  it('refuses NonCommercial licences and attribution licences that name nobody', async () => {
    expect(await live().find(subject('kyoto', 'Kyoto'))).toBeNull();
    expect(await live().find(subject('lisbon', 'Lisbon'))).toBeNull();
  });

  it('answers null for an article without a picture', async () => {
    expect(await live().find(subject('rome', 'Rome'))).toBeNull();
  });

  it('asks for the article named in the title table, not the card’s name', async () => {
    await live().find(subject('cusco', 'Cusco & Machu Picchu'));
    expect(fake.requests).toContain('/api/rest_v1/page/summary/Machu_Picchu');
  });

  it('gives up within the time limit when the API does not answer', async () => {
    const started = Date.now();
    const error = await live(300)
      .find(subject('slow', 'Slowtown'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a failing API as unavailable', async () => {
    const error = await live()
      .find(subject('broken', 'Brokenville'))
      .catch((e: unknown) => e);
    expect((error as ProviderError).failure).toBe('unavailable');
  });
});
