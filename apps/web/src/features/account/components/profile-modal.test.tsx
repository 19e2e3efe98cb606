import { apiPaths, th } from '@chokdee/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { ProfileModal } from './profile-modal';

const me = {
  id: 'm1',
  loginName: '0812345678',
  name: 'สมชาย ใจดี',
  mobileNo: '0812345678',
  gender: 'M',
  email: null,
  referralCode: 'ABC123',
  bankAccount: {
    bankCompanyId: 1,
    bankCode: 'KBANK',
    bankName: 'ธนาคารกสิกรไทย',
    accountNumber: '1234567890',
    accountName: 'สมชาย ใจดี',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('ProfileModal', () => {
  beforeEach(() => useAuthStore.getState().setAccessToken('token-1'));

  it('shows name and phone as text with the way to change them, the gender choice and the bank account', async () => {
    stubApi({ [`GET ${apiPaths.me}`]: () => okReply(me) });
    const { user, currentSearch } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });

    const fixed = await screen.findByRole('region', { name: 'ข้อมูลที่แก้ไขเองไม่ได้' });
    expect(fixed).toHaveTextContent('ชื่อ-นามสกุลสมชาย ใจดี');
    expect(fixed).toHaveTextContent('หมายเลขโทรศัพท์0812345678');
    // Text, not a box to type in: nothing there takes input.
    expect(within(fixed).queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText('ชื่อ-นามสกุล')).toBeNull();
    expect(screen.getByRole('radio', { name: 'ชาย' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'หญิง' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'อื่นๆ' })).not.toBeChecked();
    expect(screen.getByText('ธนาคารกสิกรไทย')).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();

    await user.click(within(fixed).getByRole('button', { name: 'ติดต่อเจ้าหน้าที่' }));
    expect(currentSearch()).toBe('?modal=contact');
  });

  it('shows the member their own referral code and copies it', async () => {
    stubApi({ [`GET ${apiPaths.me}`]: () => okReply(me) });
    const { user } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });
    const section = await screen.findByRole('region', { name: 'รหัสแนะนำของฉัน' });
    expect(section).toHaveTextContent('ABC123');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'คัดลอกรหัสแนะนำ' }));
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(await screen.findByText(th.copied)).toBeInTheDocument();
  });

  it('saves name, mobileNumber, gender and email, then reloads the member', async () => {
    let reads = 0;
    const api = stubApi({
      [`GET ${apiPaths.me}`]: () => {
        reads += 1;
        return okReply(me);
      },
      [`POST ${apiPaths.updateProfile}`]: () => okReply(null, th.profileUpdated),
    });
    const { user } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });

    await user.click(await screen.findByRole('radio', { name: 'หญิง' }));
    await user.type(screen.getByLabelText('อีเมล'), 'somchai@example.com');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(th.profileUpdated)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.updateProfile)[0]?.body).toEqual({
      name: 'สมชาย ใจดี',
      mobileNumber: '0812345678',
      gender: 'F',
      email: 'somchai@example.com',
    });
    await waitFor(() => expect(reads).toBe(2));
  });

  it('refuses a malformed email with the contract message', async () => {
    const api = stubApi({ [`GET ${apiPaths.me}`]: () => okReply(me) });
    const { user } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });

    await user.type(await screen.findByLabelText('อีเมล'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(th.emailInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', apiPaths.updateProfile)).toHaveLength(0);
  });

  it('shows the server message when the change is refused', async () => {
    stubApi({
      [`GET ${apiPaths.me}`]: () => okReply(me),
      [`POST ${apiPaths.updateProfile}`]: () => errorReply('PROFILE_FIELD_LOCKED'),
    });
    const { user } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });

    await user.click(await screen.findByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('ไม่สามารถแก้ไขชื่อหรือหมายเลขโทรศัพท์ได้ กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
  });

  it('opens the change-password modal', async () => {
    stubApi({ [`GET ${apiPaths.me}`]: () => okReply(me) });
    const { user, currentSearch } = renderWithApp(<ProfileModal />, { url: '/?modal=profile' });

    await user.click(await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));

    expect(currentSearch()).toBe('?modal=change-password');
  });
});
