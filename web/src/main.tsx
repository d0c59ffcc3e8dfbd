import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React then renders in slices of a few milliseconds and lets
// the browser breathe in between (input, the preloads' responses), instead of one long task that
// blocks the page on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
