import type { NotifyOptions } from '../../lib/toaster';

export const UPDATE_AVAILABLE_TITLE = 'A new version is available';
export const UPDATING_TITLE = 'Updating to the new version';

/** The part of workbox-window's Workbox the update flow uses (so tests can fake it). */
export interface UpdatableWorker {
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean }) => void,
  ): void;
  removeEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean }) => void,
  ): void;
  messageSkipWaiting(): void;
}

export interface UpdatePromptDeps {
  notify(options: NotifyOptions): unknown;
  reload(): void;
  /** Asks the worker still in charge to drop its own requests in flight (release-on-update.ts). */
  releaseOldWorker(): void;
}

/**
 * A new service worker waits until the traveller says so: a persistent toast offers Reload, and
 * only that click activates the new version and reloads. Nothing reloads on its own, so a
 * half-filled form is never thrown away. IndexedDB and the runtime caches are not touched by an
 * update; the new worker only replaces the precached app files.
 *
 * Returns a function that stops listening.
 */
export function watchForUpdates(wb: UpdatableWorker, deps: UpdatePromptDeps): () => void {
  let accepted = false;

  const offerReload = (description: string, onReload: () => void) =>
    deps.notify({
      title: UPDATE_AVAILABLE_TITLE,
      description,
      type: 'info',
      persistent: true,
      action: { label: 'Reload', onClick: onReload },
    });

  const onWaiting = () =>
    offerReload(
      'Reload to start using it. Your trips and unsynced changes stay on this device.',
      () => {
        accepted = true;
        // The browser switches workers only once the old one has no request in flight: the old
        // one drops its lookups, but the outbox's flush may still be finishing. Until the page
        // reloads, say that it is coming.
        deps.notify({
          title: UPDATING_TITLE,
          description: 'The app reloads as soon as it is ready.',
          type: 'info',
          persistent: true,
        });
        deps.releaseOldWorker();
        wb.messageSkipWaiting();
      },
    );

  const onControlling = (event: { isUpdate?: boolean }) => {
    if (accepted) {
      deps.reload();
      return;
    }
    // Another tab accepted the update: this page's code is now older than its worker. Say so,
    // but still leave the moment to the traveller.
    if (event.isUpdate) {
      offerReload('It was installed from another tab. Reload this one when you are ready.', () =>
        deps.reload(),
      );
    }
  };

  wb.addEventListener('waiting', onWaiting);
  wb.addEventListener('controlling', onControlling);
  return () => {
    wb.removeEventListener('waiting', onWaiting);
    wb.removeEventListener('controlling', onControlling);
  };
}
