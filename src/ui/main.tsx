import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './routing/router.ts';
import './styles/index.css';
import { themeStore } from './theme/theme-store.ts';
import { connectWorker } from './worker/connect.ts';

/**
 * Start-up: the theme first (before anything paints), then the worker (hydrated, first
 * snapshots in), then React. Until then index.html's own spinner is on screen.
 */
const start = async () => {
  themeStore.start();
  const client = await connectWorker();
  const router = createAppRouter(client);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(<App client={client} router={router} />);
};

start().catch((error: unknown) => {
  console.error('tablefold failed to start', error);
  document.getElementById('boot')?.setAttribute('data-failed', 'true');
});
