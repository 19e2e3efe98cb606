import { type Agent, type AgentReport, errorCatalogue } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentsTh } from '../../../messages/reward-ops';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const agent = (overrides: Partial<Agent> = {}): Agent => ({
  id: 'a1',
  code: 'AG-01',
  name: 'ตัวแทนหนึ่ง',
  commissionPercent: '2.50',
  active: true,
  members: 4,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

describe('agents', () => {
  it('lists agents and lets the owner add one; a code already taken is shown on the form', async () => {
    let created = 0;
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/agents': () => ok({ items: [agent()] }),
      'POST /api/admin/agents': () => {
        created += 1;
        return created === 1 ? fail('AGENT_CODE_TAKEN') : ok(agent({ id: 'a2', code: 'AG-02' }));
      },
    });
    const { user } = renderAdmin('/marketing/agents', { signedIn: true });
    const row = await screen.findByTestId('agent-AG-01');
    expect(row).toHaveTextContent('ตัวแทนหนึ่ง');
    expect(row).toHaveTextContent('2.50');
    expect(row).toHaveTextContent(agentsTh.active);
    await user.type(screen.getByLabelText(agentsTh.codeLabel), 'AG-02');
    await user.type(screen.getByLabelText(agentsTh.nameLabel), 'ตัวแทนสอง');
    await user.type(screen.getByLabelText(agentsTh.rateLabel), '3');
    await user.click(screen.getByRole('button', { name: agentsTh.create }));
    expect(await screen.findByText(errorCatalogue.AGENT_CODE_TAKEN.message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: agentsTh.create }));
    expect(await screen.findByText(agentsTh.created)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/agents')[1]?.body).toEqual({
      code: 'AG-02',
      name: 'ตัวแทนสอง',
      commissionPercent: '3',
      active: true,
    });
  });

  it('the owner deactivates an agent and changes its rate in the edit dialog', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      'GET /api/admin/agents': () => ok({ items: [agent()] }),
      'PUT /api/admin/agents/a1': () => ok(agent({ active: false, commissionPercent: '1.00' })),
    });
    const { user } = renderAdmin('/marketing/agents', { signedIn: true });
    await user.click(
      within(await screen.findByTestId('agent-AG-01')).getByRole('button', { name: agentsTh.edit }),
    );
    const dialog = await screen.findByRole('dialog');
    const rate = within(dialog).getByLabelText(agentsTh.rateLabel);
    await user.clear(rate);
    await user.type(rate, '1');
    await user.click(within(dialog).getByLabelText(agentsTh.activeLabel));
    await user.click(within(dialog).getByRole('button', { name: agentsTh.save }));
    expect(await screen.findByText(agentsTh.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/agents/a1')[0]?.body).toEqual({
      name: 'ตัวแทนหนึ่ง',
      commissionPercent: '1',
      active: false,
    });
  });

  it('finance reads the list without the form or edit buttons', async () => {
    stubApi({ ...sessionHandlers('finance'), 'GET /api/admin/agents': () => ok({ items: [agent()] }) });
    renderAdmin('/marketing/agents', { signedIn: true });
    const row = await screen.findByTestId('agent-AG-01');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(agentsTh.codeLabel)).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: agentsTh.report })).toHaveAttribute(
      'href',
      '/admin/marketing/agents/a1',
    );
  });

  it("shows an agent's members, their net loss and the commission for the range", async () => {
    const report: AgentReport = {
      agent: agent(),
      from: '2026-11-01',
      to: '2026-11-23',
      members: [
        {
          memberId: 'm1',
          name: 'สมชาย ใจดี',
          phone: '0812345678',
          status: 'ACTIVE',
          joinedAt: '2026-11-02T03:00:00.000Z',
          countedStake: '1500.00',
          countedWin: '500.00',
          netLoss: '1000.00',
        },
      ],
      totals: { countedStake: '1500.00', countedWin: '500.00', netLoss: '1000.00' },
      commission: '25.00',
    };
    const api = stubApi({
      ...sessionHandlers('finance'),
      'GET /api/admin/agents/a1/report': () => ok(report),
    });
    renderAdmin('/marketing/agents/a1', { signedIn: true });
    expect(await screen.findByTestId('agent-commission')).toHaveTextContent('฿25.00');
    expect(screen.getByTestId('agent-commission')).toHaveTextContent('2.50%');
    expect(screen.getByTestId('agent-member-m1')).toHaveTextContent('฿1,000.00');
    expect(screen.getByTestId('agent-total')).toHaveTextContent('฿1,500.00');
    const query = api.callsTo('GET', '/api/admin/agents/a1/report')[0]?.query;
    expect(query?.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
