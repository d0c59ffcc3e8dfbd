/**
 * Everything bench:server starts (server processes, PostgreSQL, temporary folders) is stopped
 * here: by its leg when the leg is done, else at the end of the run, on a failure, or on
 * Ctrl-C / SIGTERM (PostgreSQL runs in a session of its own, so the terminal's signal does not
 * reach it).
 */
const pending: (() => Promise<void>)[] = [];

/**
 * Registers a stop; answers a function that runs it at most once (early, e.g. when a leg is
 * done), after which the final clean-up skips it.
 */
export function tracked(stop: () => unknown): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => {
    done ??= (async () => {
      pending.splice(pending.indexOf(once), 1);
      await stop();
    })();
    return done;
  };
  pending.push(once);
  return once;
}

/** Runs every stop not yet run, newest first; a failing stop is reported and the rest still run. */
export async function cleanUp(): Promise<void> {
  for (const stop of [...pending].reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error('Clean-up failed:', error instanceof Error ? error.message : error);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and PostgreSQL`);
    void cleanUp().finally(() => process.exit(130));
  });
}
