import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAdminRouter } from './router';

const router = createAdminRouter();

export const App = () => (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);
