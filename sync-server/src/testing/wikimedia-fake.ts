import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** How the fake answers for one Wikipedia article title. */
export type FakeArticle =
  | {
      file: string;
      licence: string;
      licenceShortName: string;
      /** HTML, as Commons sends it. */
      artist?: string;
      mime?: string;
    }
  | { noImage: true }
  | { hang: true }
  | { fail: number };

/** Articles the adapter tests rely on; anything else answers 404 like a missing page. */
export const FAKE_ARTICLES: Record<string, FakeArticle> = {
  Paris: {
    file: 'Tour_Eiffel_Wikimedia_Commons.jpg',
    licence: 'cc-by-sa-4.0',
    licenceShortName: 'CC BY-SA 4.0',
    artist: '<a href="//commons.wikimedia.org/wiki/User:Jane" title="User:Jane">Jane D&amp;oe</a>',
  },
  Athens: { file: 'Parthenon_2020.jpg', licence: 'pd', licenceShortName: 'Public domain' },
  Kyoto: {
    file: 'Fushimi_Inari.jpg',
    licence: 'cc-by-nc-sa-2.0',
    licenceShortName: 'CC BY-NC-SA 2.0',
    artist: 'Someone',
  },
  Lisbon: {
    file: 'Tram_28.jpg',
    licence: 'cc-by-2.0',
    licenceShortName: 'CC BY 2.0',
    artist: '',
  },
  Rome: { noImage: true },
  Slowtown: { hang: true },
  Brokenville: { fail: 503 },
};

/** A small landscape JPEG drawn at test time: two bands and a disc, so it is not blank. */
export function fakePhotoJpeg(width = 1600, height = 1000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="60%" fill="#60a5fa"/><rect y="60%" width="100%" height="40%" fill="#166534"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="#fde047"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/**
 * Answers like Wikipedia's page summary, Commons' imageinfo and upload.wikimedia.org, all on one
 * local port, so the adapter and the photo store are tested over real HTTP with no internet.
 */
export class WikimediaFake {
  readonly requests: string[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private readonly server: Server;

  private constructor(
    private readonly articles: Record<string, FakeArticle>,
    private readonly jpeg: Buffer,
  ) {
    this.server = createServer((req, res) => this.answer(req, res));
  }

  static async start(
    articles: Record<string, FakeArticle> = FAKE_ARTICLES,
  ): Promise<WikimediaFake> {
    const fake = new WikimediaFake(articles, await fakePhotoJpeg());
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private article(title: string): [string, FakeArticle] | undefined {
    const name = decodeURIComponent(title).replace(/_/g, ' ');
    const found = this.articles[name];
    return found ? [name, found] : undefined;
  }

  private byFile(file: string): FakeArticle | undefined {
    const want = file.replace(/^File:/, '').replace(/ /g, '_');
    return Object.values(this.articles).find((a) => 'file' in a && a.file === want);
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    this.requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/api/rest_v1/page/summary/')) {
      const found = this.article(url.pathname.slice('/api/rest_v1/page/summary/'.length));
      if (!found)
        return json(404, { type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found' });
      const [title, article] = found;
      if ('hang' in article) return void this.hanging.add(res);
      if ('fail' in article) return json(article.fail, { title: 'Service unavailable' });
      if ('noImage' in article) return json(200, { type: 'standard', title });
      return json(200, {
        type: 'standard',
        title,
        originalimage: {
          source: `${this.baseUrl}/upload/a/ab/${article.file}`,
          width: 4000,
          height: 2500,
        },
      });
    }
    if (url.pathname === '/w/api.php') {
      const file = url.searchParams.get('titles') ?? '';
      const article = this.byFile(file);
      if (!article || !('file' in article))
        return json(200, { query: { pages: [{ title: file, missing: true }] } });
      const meta: Record<string, { value: string }> = {
        License: { value: article.licence },
        LicenseShortName: { value: article.licenceShortName },
        LicenseUrl: { value: `https://creativecommons.org/licenses/${article.licence}/` },
      };
      if (article.artist !== undefined) meta.Artist = { value: article.artist };
      return json(200, {
        batchcomplete: true,
        query: {
          pages: [
            {
              title: file,
              imagerepository: 'local',
              imageinfo: [
                {
                  url: `${this.baseUrl}/upload/a/ab/${article.file}`,
                  width: 4000,
                  height: 2500,
                  mime: article.mime ?? 'image/jpeg',
                  descriptionurl: `${this.baseUrl}/wiki/File:${article.file}`,
                  thumburl: `${this.baseUrl}/upload/thumb/a/ab/${article.file}/1600px-${article.file}`,
                  thumbwidth: 1600,
                  thumbheight: 1000,
                  extmetadata: meta,
                },
              ],
            },
          ],
        },
      });
    }
    if (url.pathname.startsWith('/upload/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': this.jpeg.length });
      return void res.end(this.jpeg);
    }
    json(404, { error: 'not found' });
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }
}
