import { type MissionView, missionHref, missionPaths, realtimeEvents } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createRealtime } from '../../../lib/socket';
import { createFakeSocket } from '../../../testing/fake-socket';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { useMissions } from '../api/get-missions';
import { useMissionRealtime } from '../hooks/use-mission-realtime';
import { durationText } from './mission-card';
import { MissionsPage } from './missions-page';

const SERVER_TIME = '2026-11-23T05:00:00.000Z'; // Monday 12:00 Bangkok

const mission = (overrides: Partial<MissionView>): MissionView => ({
  templateId: 'tpl-1',
  claimId: null,
  period: '2026-11-23',
  name: 'ฝากครบ 300',
  description: 'ฝากเงินรวม 300 บาทวันนี้',
  kind: 'DEPOSIT',
  window: 'DAILY',
  category: null,
  unit: 'MONEY',
  progress: '200.00',
  target: '300.00',
  percent: 66,
  reward: { amount: '20.00', kind: 'CASH', multiplier: null },
  state: 'IN_PROGRESS',
  endsAt: '2026-11-23T17:00:00.000Z',
  claimUntil: '2026-11-24T17:00:00.000Z',
  completedAt: null,
  claimedAt: null,
  ...overrides,
});

const listOf = (items: MissionView[]) => ({
  serverTime: SERVER_TIME,
  day: '2026-11-23',
  week: '2026-W48',
  items,
});

describe('missions page', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));
  afterEach(() => useAuthStore.getState().clear());

  it('shows daily and weekly cards with progress, reward and time left', async () => {
    stubApi({
      [`GET ${missionPaths.list}`]: () =>
        okReply(
          listOf([
            mission({}),
            mission({
              templateId: 'tpl-2',
              name: 'ยิงยี่กี 10 ครั้ง',
              kind: 'YEEKEE_SHOTS',
              unit: 'COUNT',
              progress: '3',
              target: '10',
              percent: 30,
              reward: { amount: '30.00', kind: 'BONUS', multiplier: '2' },
            }),
            mission({
              templateId: 'tpl-3',
              period: '2026-W48',
              window: 'WEEKLY',
              name: 'เข้าระบบ 5 วัน',
              kind: 'LOGIN_STREAK',
              unit: 'COUNT',
              progress: '5',
              target: '5',
              percent: 100,
              state: 'CLAIMED',
              claimId: 'c-3',
            }),
          ]),
        ),
    });
    renderWithApp(<MissionsPage />);
    const daily = await screen.findByRole('region', { name: 'ภารกิจวันนี้' });
    const deposit = within(daily).getByRole('article', { name: 'ฝากครบ 300' });
    expect(within(deposit).getByRole('progressbar', { name: 'ฝากครบ 300: สำเร็จ 66%' })).toHaveAttribute(
      'aria-valuenow',
      '66',
    );
    expect(deposit).toHaveTextContent('ความคืบหน้า ฿200.00 / ฿300.00');
    expect(deposit).toHaveTextContent('รางวัล ฿20.00 เข้ากระเป๋าเงินสด');
    expect(deposit).toHaveTextContent('เหลือเวลา 12 ชม. 0 นาที');
    expect(within(deposit).queryByRole('button')).toBeNull();
    const shots = within(daily).getByRole('article', { name: 'ยิงยี่กี 10 ครั้ง' });
    expect(shots).toHaveTextContent('ความคืบหน้า 3 / 10');
    expect(shots).toHaveTextContent('โบนัส ฿30.00 (ทำเทิร์นโอเวอร์ 2 เท่า)');
    const weekly = screen.getByRole('region', { name: 'ภารกิจสัปดาห์นี้' });
    expect(within(weekly).getByRole('article', { name: 'เข้าระบบ 5 วัน' })).toHaveTextContent('รับรางวัลแล้ว');
  });

  it('claims once with an Idempotency-Key, says what was paid, and refreshes the missions and the wallet', async () => {
    let claimed = false;
    const api = stubApi({
      [`GET ${missionPaths.list}`]: () =>
        okReply(
          listOf([
            mission(
              claimed
                ? { claimId: 'c-1', state: 'CLAIMED', progress: '300.00', percent: 100 }
                : { claimId: 'c-1', state: 'CLAIMABLE', progress: '300.00', percent: 100 },
            ),
          ]),
        ),
      [`POST ${missionHref.claim('c-1')}`]: () => {
        claimed = true;
        return okReply({
          claimId: 'c-1',
          name: 'ฝากครบ 300',
          amount: '20.00',
          rewardKind: 'CASH',
          turnoverTarget: null,
          claimedAt: SERVER_TIME,
        });
      },
    });
    const { user, queryClient } = renderWithApp(<MissionsPage />);
    queryClient.setQueryData(['wallet'], { balance: '300.00', lockedBalance: '0.00' });
    const card = await screen.findByRole('article', { name: 'ฝากครบ 300' });
    expect(card).toHaveTextContent('รับรางวัลได้อีก 1 วัน 12 ชม.');
    await user.click(within(card).getByRole('button', { name: 'รับรางวัล ฝากครบ 300' }));
    expect(await screen.findByText('รับรางวัล ฿20.00 เข้ากระเป๋าเงินสดแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('รับรางวัลแล้ว'));
    const calls = api.callsTo('POST', missionHref.claim('c-1'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(queryClient.getQueryState(['wallet'])?.isInvalidated).toBe(true);
  });

  it('a refused bonus claim shows the server message in Thai and keeps the button', async () => {
    stubApi({
      [`GET ${missionPaths.list}`]: () =>
        okReply(
          listOf([
            mission({
              claimId: 'c-2',
              state: 'CLAIMABLE',
              percent: 100,
              reward: { amount: '30.00', kind: 'BONUS', multiplier: '2' },
            }),
          ]),
        ),
      [`POST ${missionHref.claim('c-2')}`]: () => errorReply('PROMOTION_ONE_ACTIVE'),
    });
    const { user } = renderWithApp(<MissionsPage />);
    await user.click(await screen.findByRole('button', { name: 'รับรางวัล ฝากครบ 300' }));
    expect(
      await screen.findByText('คุณมีโบนัสที่กำลังทำเทิร์นโอเวอร์อยู่ กรุณาทำให้ครบหรือสละสิทธิ์ก่อนรับโปรโมชั่นใหม่'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับรางวัล ฝากครบ 300' })).toBeEnabled();
  });

  it('says so when loading fails, with a retry', async () => {
    stubApi({ [`GET ${missionPaths.list}`]: () => errorReply('NOT_FOUND') });
    renderWithApp(<MissionsPage />);
    expect(await screen.findByText('โหลดภารกิจไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeInTheDocument();
  });

  it('mission.updated moves the progress live', async () => {
    let progress = '1';
    const api = stubApi({
      [`GET ${missionPaths.list}`]: () =>
        okReply(listOf([mission({ unit: 'COUNT', kind: 'YEEKEE_SHOTS', progress, target: '10' })])),
    });
    const socket = createFakeSocket();
    const realtime = createRealtime(async () => socket);
    const Probe = () => {
      useMissionRealtime(realtime);
      const { data } = useMissions();
      return <output data-testid="progress">{data?.items[0]?.progress ?? ''}</output>;
    };
    renderWithApp(<Probe />);
    const stop = realtime.start();
    await waitFor(() => expect(screen.getByTestId('progress')).toHaveTextContent('1'));
    await waitFor(() => expect(realtime.isOpen()).toBe(true));
    progress = '2';
    socket.serverEmit(realtimeEvents.missionUpdated, {});
    await waitFor(() => expect(screen.getByTestId('progress')).toHaveTextContent('2'));
    expect(api.callsTo('GET', missionPaths.list).length).toBeGreaterThanOrEqual(2);
    stop();
  });

  it('writes time left in hours and minutes', () => {
    expect(durationText(5 * 3_600_000 + 20 * 60_000 + 59_000)).toBe('5 ชม. 20 นาที');
    expect(durationText(30_000)).toBe('1 นาที');
    expect(durationText(26 * 3_600_000)).toBe('1 วัน 2 ชม.');
  });
});
