import { type LoaderFunctionArgs, redirect } from 'react-router';
import { modalIds, paths } from '../config/paths';
import { lottoListQueryOptions } from '../features/lottery/api/get-lotto-list';
import { roundQueryOptions } from '../features/lottery/api/get-round';
import { useAuthStore } from '../lib/auth-store';
import { modalHref } from '../lib/modal-url';
import { queryClient } from '../lib/query-client';
import { captureReferralParams } from '../lib/referral-store';

const isMember = () => useAuthStore.getState().accessToken !== null;

/** /login opens the login modal over the home page; a member is already home. */
export const loginLoader = () =>
  redirect(isMember() ? paths.home.getHref() : modalHref(modalIds.login, paths.home.getHref()));

/**
 * /register?ref=…&agref=… keeps the referral and agent codes (7 days, cookie + localStorage) and
 * opens the register modal over the home page, where the form reads them back.
 */
export const registerLoader = ({ request }: LoaderFunctionArgs) => {
  captureReferralParams(new URL(request.url).searchParams);
  return redirect(isMember() ? paths.home.getHref() : modalHref(modalIds.register, paths.home.getHref()));
};

/** docs/domain/member-site.md §4: the auth callback goes to /login (which takes a member home). */
export const authTokenLoader = () => redirect(paths.login.getHref());

/** The sidebar's /fishing-hunter is the declared /fish-hunter. */
export const fishingHunterLoader = () => redirect(paths.fishHunter.getHref());

/**
 * The lottery list's read starts with the navigation, beside the download of the page's lazy chunk
 * (not after it has run): on a first load the list is the page's largest paint. Not awaited, so
 * the page renders at once and shows its own loading state.
 */
export const lottoListLoader = () => {
  void queryClient.prefetchQuery(lottoListQueryOptions());
  return null;
};

/** The buy page's round (`?round=CODE`, a member's page), read beside the page's chunk as the list is. */
export const buyLoader = ({ request }: LoaderFunctionArgs) => {
  const roundCode = new URL(request.url).searchParams.get('round');
  if (roundCode && isMember()) void queryClient.prefetchQuery(roundQueryOptions(roundCode));
  return null;
};
