import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { bootstrapSession } from './lib/session/bootstrap';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void bootstrapSession();
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
