import { writeFileSync } from 'node:fs';
import { streetFixture } from './street-tiles-fixture';

/*
 * Writes the test street tiles (street-tiles-fixture.ts: made-up streets around Lisbon and
 * Porto, written by our PMTiles writer) to the file named on the command line, for a server
 * started with it as STREET_TILES_SOURCE (the browser tests' global setup).
 */
const [path] = process.argv.slice(2);
if (!path) throw new Error('Usage: write-street-fixture.ts <file.pmtiles>');
writeFileSync(path, streetFixture().bytes);
