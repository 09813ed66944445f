import { createRoot } from 'react-dom/client';
import { openingAddress, preferredLocale } from '../domain/rules/entry-language.ts';
import { localeFromPath } from '../domain/rules/locale.ts';
import { startupAddress } from '../domain/rules/qr-landing.ts';
import { readSubscribeLink } from '../domain/rules/subscribe-link.ts';
import { App } from './app/App.tsx';
import { reportCaughtError } from './app/caught-errors.ts';
import { reloadOnce } from './app/reload-guard.ts';
import { chosenLocale } from './i18n/chosen-locale.ts';
import { loadMessages } from './i18n/messages.ts';
import { createAppRouter } from './routing/router.ts';
import './styles/index.css';
import { themeStore } from './theme/theme-store.ts';
import { connectWorker } from './worker/connect.ts';

/**
 * Start-up: the theme first (before anything paints), then the worker (hydrated, first
 * snapshots in) and the page's message catalogue, then React. Until then index.html's own spinner is on screen.
 */
const start = async () => {
  themeStore.start();
  // Spec §2: start-up reads merchantId and qrcodeId from the query; the router never sees the
  // address that named them, only where it leads (a table's QR landing, a menu, not-found). A
  // printed QR code names no language: it opens in the diner's (domain/rules/entry-language.ts).
  const { pathname, search, hash } = window.location;
  const opening = openingAddress(
    pathname + search + hash,
    startupAddress(pathname, search),
    preferredLocale(chosenLocale(), navigator.languages),
  );
  if (opening !== null) window.history.replaceState(window.history.state, '', opening);
  const subscribeLink = readSubscribeLink(window.location.search);
  if (subscribeLink.search !== window.location.search) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + subscribeLink.search + hash);
  }
  // The page's language comes with the worker, so the first render has its words.
  const [client] = await Promise.all([
    connectWorker(),
    loadMessages(localeFromPath(window.location.pathname)),
  ]);
  if (subscribeLink.subscribe) await client.commands.setSubscribed(true);
  const router = createAppRouter(client);
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <App client={client} router={router} />,
  );
};

// A start-up that failed (often code a new release replaced) is retried by one reload; the
// guard lets through one per 10 s, so a failure a reload does not cure stays on screen.
start().catch((error: unknown) => {
  if (reloadOnce()) return;
  console.error('tablefold failed to start', error);
  document.getElementById('boot')?.setAttribute('data-failed', 'true');
});
