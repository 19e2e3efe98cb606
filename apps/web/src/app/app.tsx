import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { PwaUpdatePrompt } from './pwa-update';
import { createAppRouter } from './router';

const router = createAppRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
    <PwaUpdatePrompt />
  </AppProviders>
);
