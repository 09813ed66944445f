import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { takeSessionFromHash } from './session/session.ts';
import './styles/staff.css';
import './styles/print.css';

// Read before the first render, once: the link's token leaves the address bar at once.
const fromLink = takeSessionFromHash();
const root = document.getElementById('root');
if (root !== null)
  createRoot(root).render(
    <StrictMode>
      <App fromLink={fromLink} />
    </StrictMode>,
  );
