import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadStaffMessages } from './i18n/catalogues.ts';
import { storedStaffLocale } from './i18n/locale.ts';
import { StaffIntl } from './i18n/StaffIntl.tsx';
import { takeSessionFromHash } from './session/session.ts';
import './styles/staff.css';
import './styles/print.css';

// Read before the first render, once: the link's token leaves the address bar at once.
const fromLink = takeSessionFromHash();
const locale = storedStaffLocale();
const root = document.getElementById('root');
if (root !== null)
  void loadStaffMessages(locale).then((messages) =>
    createRoot(root).render(
      <StrictMode>
        <StaffIntl initial={{ locale, messages }}>
          <App fromLink={fromLink} />
        </StaffIntl>
      </StrictMode>,
    ),
  );
