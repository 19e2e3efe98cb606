import { useEffect } from 'react';
import { type ModalId, modalIds } from '../config/paths';
import { useWebConfig } from '../lib/api/get-web-config';
import { useModal } from '../lib/modal-url';
import { useOwnPageTitle } from '../lib/page-title';
import { accountSummaryText, socialText } from '../messages/account-summary';
import { cashbackText } from '../messages/cashback';
import { couponText } from '../messages/coupons';
import { accountText, authText, contactText, webTh } from '../messages/th';
import { useRouteHandle } from './route-handle';

/** What the tab says while a modal is open: each modal's own title (deposit and withdraw by their tab). */
export const modalTitles: Record<ModalId, string> = {
  [modalIds.login]: authText.loginSubmit,
  [modalIds.register]: authText.registerSubmit,
  [modalIds.resetPassword]: authText.resetPasswordTitle,
  [modalIds.forgotPassword]: authText.forgotPasswordTitle,
  [modalIds.deposit]: webTh.deposit,
  [modalIds.withdraw]: webTh.withdraw,
  [modalIds.account]: accountSummaryText.title,
  [modalIds.profile]: accountText.title,
  [modalIds.social]: socialText.title,
  [modalIds.paymentHistory]: webTh.modalPaymentHistory,
  [modalIds.coupon]: couponText.title,
  [modalIds.joinPromotion]: webTh.modalJoinPromotion,
  [modalIds.cashback]: cashbackText.title,
  [modalIds.contact]: contactText.title,
  [modalIds.changePassword]: accountText.changePassword,
  [modalIds.orderHistory]: webTh.modalOrderHistory,
  [modalIds.fundHistory]: webTh.modalFundHistory,
  [modalIds.payout]: webTh.modalPayout,
};

/** "<page> | <site>"; a page without a title (home) reads as the site and its claim. */
const formatDocumentTitle = (page: string | undefined, siteName: string) =>
  page ? `${page} | ${siteName}` : `${siteName} ${webTh.siteTagline}`;

const useTabTitle = (documentTitle: string) => {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
};

/**
 * The browser tab's title in both layouts: the open modal's title, else the page's own from its data
 * (`usePageTitle`), else the route's `handle.title`.
 */
export const useDocumentTitle = () => {
  const { currentModal } = useModal();
  const ownTitle = useOwnPageTitle();
  const handle = useRouteHandle();
  const { data: config } = useWebConfig();
  const page = (currentModal && modalTitles[currentModal]) ?? ownTitle ?? handle.title;
  useTabTitle(formatDocumentTitle(page, config?.siteName ?? webTh.siteName));
};

/**
 * The error page's: the error names the tab, beside the built-in site name. It leans on nothing that
 * may be what failed (no config read, no query cache).
 */
export const useErrorDocumentTitle = (message: string) =>
  useTabTitle(formatDocumentTitle(message, webTh.siteName));
