import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoWebConfig, ok, renderApp, shellHandlers, stubFetch } from '../../testing/render-app';

describe('home page', () => {
  it("shows the operator's banners in their order and leads to the lotteries", async () => {
    stubFetch({
      ...shellHandlers(),
      'GET /api/v2/config/web': () =>
        ok({
          ...demoWebConfig,
          banners: [
            { imageUrl: '/banners/b.png', linkUrl: '', sortOrder: 2 },
            { imageUrl: '/banners/a.png', linkUrl: '/lottery', sortOrder: 1 },
          ],
        }),
    });
    renderApp('/');
    const strip = await screen.findByRole('region', { name: 'โปรโมชั่น' });
    const images = within(strip).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/banners/b.png', '/banners/a.png']);
    expect(images[1]?.closest('a')).toHaveAttribute('href', '/lottery');
    expect(images[0]?.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'แทงหวยเลย' })).toHaveAttribute('href', '/lottery');
  });

  it('shows no banner strip when the operator has none', async () => {
    stubFetch(shellHandlers());
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'แทงหวยเลย' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'โปรโมชั่น' })).toBeNull();
  });
});
