import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPageOf } from './app/router';
import { productText } from './i18n/catalogues';
import { rememberedLanguage } from './i18n/remembered-language';
import { logger, logUncaughtErrors } from './lib/logger';
import './styles/global.css';

logUncaughtErrors(window, logger);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;
// A visitor who chose Hindi before sees Hindi from the first paint: the page waits for the shell's Hindi text (if
// it cannot come, the page opens in English and the language switch says so when tried again).
productText
  .show(rememberedLanguage())
  .catch((error: unknown) => logger.warn('The remembered language could not be loaded', { error }))
  .finally(() => {
    // The page's code and text start loading now, in the language shown, not once the app has rendered its shell.
    preloadPageOf(window.location.pathname);
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
