import { WikimediaFake } from './wikimedia-fake';

/**
 * The fake Wikimedia as its own process, for the browser tests (web/e2e/support/global-setup.ts
 * starts it and points the server's photo provider at it). Prints its base URL on one line.
 */
const fake = await WikimediaFake.start();
process.stdout.write(`${fake.baseUrl}\n`);
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)));
