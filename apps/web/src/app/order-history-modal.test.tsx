import { sportsPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../features/sports/testing-fixtures';
import { ok, renderApp, shellHandlers, stubFetch } from '../testing/render-app';

describe('the order-history modal’s กีฬา tab', () => {
  it('opens first from the sports pages’ link and lists the member’s sports tickets', async () => {
    stubFetch({
      ...shellHandlers(),
      [`GET ${sportsPaths.fixtures}`]: () => ok([]),
      [`GET ${sportsPaths.tickets}`]: () => ok([ticketFixture()]),
    });
    renderApp('/sports?modal=order-history&historyTab=sports', { asMember: true });
    const dialog = await screen.findByRole('dialog', { name: 'โพยหวย' }, { timeout: 10000 });
    expect(within(dialog).getByRole('tab', { name: 'กีฬา' })).toHaveAttribute('aria-selected', 'true');
    const card = await within(dialog).findByTestId('sports-ticket-card');
    expect(card).toHaveTextContent('SB000123');
    expect(within(card).getByRole('link', { name: 'ดูบิล' })).toHaveAttribute('href', '/sports/tickets/t-1');
  });
});
