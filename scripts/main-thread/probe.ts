/**
 * The script the benchmark adds to every measured page (Playwright's addInitScript, so before the
 * page's own scripts). It watches the DOM until `ready` (a JavaScript expression) holds, waits for
 * the next frame to be drawn, and marks `bench:content-ready` (a performance mark, which the trace
 * records). Then it waits for a quiet main thread (no long task for QUIET_MS, longer than the
 * analysis' 500 ms window so the trace covers it) and logs `bench:quiet` for the driver to stop
 * the trace. Its own work is named by its sourceURL and left out of the figures.
 */
import { CONTENT_MARK, PROBE_URL } from './trace-analysis';

export const QUIET_MESSAGE = 'bench:quiet';
const QUIET_MS = 800;

export function probeScript(ready: string): string {
  return `(() => {
  if (window !== window.top) return;
  const ready = () => (${ready});
  let contentAt = 0;
  let lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) {
      lastLongTaskEnd = Math.max(lastLongTaskEnd, task.startTime + task.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const waitForQuiet = () => {
    const wait = Math.max(contentAt, lastLongTaskEnd) + ${QUIET_MS} - performance.now();
    if (wait > 0) setTimeout(waitForQuiet, wait);
    else console.debug(${JSON.stringify(QUIET_MESSAGE)});
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    // The frame that shows the content is drawn after this callback; the task after it runs
    // once style, layout and paint of that frame are done.
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark(${JSON.stringify(CONTENT_MARK)});
        contentAt = performance.now();
        waitForQuiet();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
})();
//# sourceURL=${PROBE_URL}
`;
}
