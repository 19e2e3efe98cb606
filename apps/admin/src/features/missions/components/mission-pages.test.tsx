import { type MissionCompletion, type MissionTemplate, missionHref, missionPaths } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missionsTh } from '../../../messages/missions';
import { adminTh } from '../../../messages/th';
import { fail, ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const ID = '0190a0a0-0000-7000-8000-0000000m0001'.replace('m', 'a');

const template = (overrides: Partial<MissionTemplate> = {}): MissionTemplate => ({
  id: ID,
  name: 'ฝากครบ 300',
  description: 'ฝากเงินรวม 300 บาทวันนี้',
  kind: 'DEPOSIT',
  window: 'DAILY',
  category: null,
  targetAmount: '300.00',
  targetCount: null,
  rewardAmount: '20.00',
  rewardKind: 'CASH',
  bonusMultiplier: null,
  claimHours: 24,
  enabled: true,
  sortOrder: 10,
  createdAt: '2026-11-23T03:00:00.000Z',
  updatedAt: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

describe('mission templates', () => {
  it('lists templates with target, reward and claim window; support reads but cannot change', async () => {
    stubApi({
      ...sessionHandlers('support'),
      [`GET ${missionPaths.adminTemplates}`]: () =>
        ok({
          data: [
            template(),
            template({
              id: `${ID.slice(0, -1)}2`,
              name: 'เข้าระบบ 5 วัน',
              kind: 'LOGIN_STREAK',
              window: 'WEEKLY',
              targetAmount: null,
              targetCount: 5,
              rewardKind: 'BONUS',
              bonusMultiplier: '3',
              enabled: false,
            }),
          ],
        }),
    });
    renderAdmin('/marketing/missions', { signedIn: true });
    const row = await screen.findByTestId(`mission-${ID}`);
    expect(row).toHaveTextContent('ฝากเงินสะสม');
    expect(row).toHaveTextContent('ภารกิจรายวัน');
    expect(row).toHaveTextContent('300.00');
    expect(row).toHaveTextContent('24 ชม. หลังจบรอบ');
    const streak = screen.getByTestId(`mission-${ID.slice(0, -1)}2`);
    expect(streak).toHaveTextContent('5 วันติดต่อกัน');
    expect(streak).toHaveTextContent('โบนัส (เทิร์น ×3)');
    expect(streak).toHaveTextContent(missionsTh.statusOff);
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: missionsTh.create })).not.toBeInTheDocument();
  });

  it('creates a template from the form as the server schema takes it, and shows a refusal in the dialog', async () => {
    let refuse = true;
    const api = stubApi({
      ...sessionHandlers('finance'),
      [`GET ${missionPaths.adminTemplates}`]: () => ok({ data: [] }),
      [`POST ${missionPaths.adminTemplates}`]: () =>
        refuse
          ? fail('VALIDATION_FAILED', { field: 'targetCount', issues: [] })
          : ok(template({ kind: 'YEEKEE_SHOTS' })),
    });
    const { user } = renderAdmin('/marketing/missions', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: missionsTh.create }));
    const dialog = await screen.findByRole('dialog', { name: missionsTh.createTitle });
    await user.type(within(dialog).getByLabelText(missionsTh.nameLabel), 'ยิงยี่กี 10 ครั้ง');
    await user.selectOptions(within(dialog).getByLabelText(missionsTh.kindLabel), 'YEEKEE_SHOTS');
    const target = within(dialog).getByLabelText(missionsTh.targetCountLabel);
    await user.clear(target);
    await user.type(target, '10');
    await user.selectOptions(within(dialog).getByLabelText(missionsTh.rewardKindLabel), 'BONUS');
    const multiplier = within(dialog).getByLabelText(missionsTh.multiplierLabel);
    await user.clear(multiplier);
    await user.type(multiplier, '2');
    await user.click(within(dialog).getByRole('button', { name: missionsTh.submit }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: missionsTh.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo('POST', missionPaths.adminTemplates);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({
      name: 'ยิงยี่กี 10 ครั้ง',
      description: '',
      kind: 'YEEKEE_SHOTS',
      window: 'DAILY',
      category: null,
      targetAmount: null,
      targetCount: 10,
      rewardAmount: '20',
      rewardKind: 'BONUS',
      bonusMultiplier: '2',
      claimHours: 24,
      enabled: true,
      sortOrder: 0,
    });
  });

  it('edits a template and switches one off', async () => {
    const api = stubApi({
      ...sessionHandlers('owner'),
      [`GET ${missionPaths.adminTemplates}`]: () => ok({ data: [template()] }),
      [`PUT ${missionHref.adminTemplate(ID)}`]: () => ok(template({ name: 'ฝากครบ 500' })),
      [`PUT ${missionHref.adminTemplateEnabled(ID)}`]: () => ok(template({ enabled: false })),
    });
    const { user } = renderAdmin('/marketing/missions', { signedIn: true });
    const row = await screen.findByTestId(`mission-${ID}`);
    // Switching off asks first; cancelling changes nothing.
    await user.click(within(row).getByRole('button', { name: missionsTh.turnOff }));
    let confirm = await screen.findByRole('dialog', { name: 'ปิดภารกิจ ฝากครบ 300' });
    expect(confirm).toHaveTextContent(missionsTh.turnOffBody);
    await user.click(within(confirm).getByRole('button', { name: adminTh.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', missionHref.adminTemplateEnabled(ID))).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: missionsTh.turnOff }));
    confirm = await screen.findByRole('dialog', { name: 'ปิดภารกิจ ฝากครบ 300' });
    await user.click(within(confirm).getByRole('button', { name: missionsTh.turnOff }));
    expect(await screen.findByText(missionsTh.turnedOff)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', missionHref.adminTemplateEnabled(ID))[0]?.body).toEqual({ enabled: false });

    await user.click(within(row).getByRole('button', { name: missionsTh.edit }));
    const dialog = await screen.findByRole('dialog', { name: missionsTh.editTitle });
    const target = within(dialog).getByLabelText(missionsTh.targetAmountLabel);
    expect(target).toHaveValue('300.00');
    await user.clear(target);
    await user.type(target, '500');
    await user.click(within(dialog).getByRole('button', { name: missionsTh.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', missionHref.adminTemplate(ID))[0]?.body).toMatchObject({
      kind: 'DEPOSIT',
      targetAmount: '500',
      targetCount: null,
      rewardKind: 'CASH',
      bonusMultiplier: null,
    });
  });
});

describe('mission completions', () => {
  const completion = (overrides: Partial<MissionCompletion> = {}): MissionCompletion => ({
    id: 'p-1',
    templateId: ID,
    templateName: 'ฝากครบ 300',
    kind: 'DEPOSIT',
    period: '2026-11-23',
    memberId: 'm-1',
    loginName: '0812345678',
    memberName: 'สมชาย ใจดี',
    unit: 'MONEY',
    progress: '300.00',
    target: '300.00',
    status: 'CLAIMED',
    rewardAmount: '20.00',
    rewardKind: 'CASH',
    completedAt: '2026-11-23T05:00:00.000Z',
    claimedAt: '2026-11-23T06:00:00.000Z',
    claimUntil: '2026-11-24T17:00:00.000Z',
    ...overrides,
  });

  it('lists who completed and claimed what, filtered by period and status', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      [`GET ${missionPaths.adminTemplates}`]: () => ok({ data: [template()] }),
      [`GET ${missionPaths.adminCompletions}`]: () =>
        ok({ data: [completion()], total: 1, pageNo: 1, pageSize: 25 }),
    });
    const { user } = renderAdmin('/marketing/missions/completions', { signedIn: true });
    const row = await screen.findByTestId('completion-p-1');
    expect(row).toHaveTextContent('สมชาย ใจดี');
    expect(row).toHaveTextContent('0812345678');
    expect(row).toHaveTextContent('2026-11-23');
    expect(row).toHaveTextContent(missionsTh.statusClaimed);
    await user.type(screen.getByLabelText(missionsTh.periodLabel), '2026-W48');
    await user.selectOptions(screen.getByLabelText(missionsTh.statusLabel), 'EXPIRED');
    await waitFor(() =>
      expect(api.callsTo('GET', missionPaths.adminCompletions).at(-1)?.query.get('status')).toBe('EXPIRED'),
    );
    expect(api.callsTo('GET', missionPaths.adminCompletions).at(-1)?.query.get('period')).toBe('2026-W48');
  });
});
