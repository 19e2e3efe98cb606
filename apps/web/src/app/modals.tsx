import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { guestModalIds, type ModalId, modalIds } from '../config/paths';
import { useIsMember } from '../lib/auth-store';
import { useModal } from '../lib/modal-url';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LoginModal = named(() => import('../features/auth/components/login-modal'), 'LoginModal');
const ResetPasswordModal = named(
  () => import('../features/auth/components/reset-password-modal'),
  'ResetPasswordModal',
);
const ForgotPasswordModal = named(
  () => import('../features/auth/components/forgot-password-modal'),
  'ForgotPasswordModal',
);
const RegisterModal = named(() => import('../features/auth/components/register-modal'), 'RegisterModal');
const ProfileModal = named(() => import('../features/account/components/profile-modal'), 'ProfileModal');
const ChangePasswordModal = named(
  () => import('../features/account/components/change-password-modal'),
  'ChangePasswordModal',
);
const ContactModal = named(() => import('../features/contact/components/contact-modal'), 'ContactModal');
const SocialModal = named(() => import('../features/contact/components/social-modal'), 'SocialModal');
const AccountModal = named(() => import('./account-modal'), 'AccountModalWithWallet');
const DepositWithdrawModal = named(() => import('./deposit-withdraw-modal'), 'DepositWithdrawWithPromotions');
const JoinPromotionModal = named(
  () => import('../features/promotions/components/join-promotion-modal'),
  'JoinPromotionModal',
);

const StatementModal = named(() => import('../features/wallet/components/statement-modal'), 'StatementModal');
const FundHistoryModal = named(
  () => import('../features/wallet/components/fund-history-modal'),
  'FundHistoryModal',
);

// Lottery bills with the member's game rounds in a tab (composed here: no feature imports another).
const OrderHistoryModal = named(() => import('./order-history-modal'), 'OrderHistoryWithGames');
const CouponModal = named(() => import('../features/coupons/components/coupon-modal'), 'CouponModal');
const PayoutModal = named(() => import('../features/lottery/components/payout-modal'), 'PayoutModal');
const CashbackModal = named(() => import('../features/cashback/components/cashback-modal'), 'CashbackModal');

/** Which component renders each `?modal=` id. Each renders its own `<Modal>` bound to the URL. */
export const modalRegistry: Record<ModalId, ComponentType> = {
  [modalIds.login]: LoginModal,
  [modalIds.register]: RegisterModal,
  [modalIds.resetPassword]: ResetPasswordModal,
  [modalIds.forgotPassword]: ForgotPasswordModal,
  [modalIds.deposit]: DepositWithdrawModal,
  [modalIds.withdraw]: DepositWithdrawModal,
  [modalIds.account]: AccountModal,
  [modalIds.profile]: ProfileModal,
  [modalIds.social]: SocialModal,
  // The user menu's "payment history" (ประวัติการเงิน) is the whole statement; fund history is deposits and withdrawals.
  [modalIds.paymentHistory]: StatementModal,
  [modalIds.coupon]: CouponModal,
  [modalIds.joinPromotion]: JoinPromotionModal,
  [modalIds.cashback]: CashbackModal,
  [modalIds.contact]: ContactModal,
  [modalIds.changePassword]: ChangePasswordModal,
  [modalIds.orderHistory]: OrderHistoryModal,
  [modalIds.fundHistory]: FundHistoryModal,
  [modalIds.payout]: PayoutModal,
};

/**
 * Renders the modal named in the URL, loading its code on first open. A guest who opens a
 * member-only modal sees login instead; a member who opens login or register sees nothing.
 */
export const ModalOutlet = () => {
  const { currentModal, openModal, closeModal } = useModal();
  const isMember = useIsMember();
  const guestOnly = currentModal === modalIds.login || currentModal === modalIds.register;
  const needsLogin = currentModal !== null && !isMember && !guestModalIds.has(currentModal);
  const memberOnGuestModal = isMember && guestOnly;

  useEffect(() => {
    if (needsLogin) openModal(modalIds.login);
    else if (memberOnGuestModal) closeModal();
  }, [needsLogin, memberOnGuestModal, openModal, closeModal]);

  if (currentModal === null || needsLogin || memberOnGuestModal) return null;
  const Component = modalRegistry[currentModal];
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
};
