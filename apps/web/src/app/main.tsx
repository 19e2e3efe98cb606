// Sarabun subset to the Thai block and the Latin the app uses (scripts/subset-fonts.mjs writes both).
import '../fonts.css';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from '../lib/chunk-reload';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { App } from './app';

installChunkReloadGuard();
listenForInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
