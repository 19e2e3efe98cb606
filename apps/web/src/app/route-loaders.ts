import { type LoaderFunctionArgs, redirect } from 'react-router';
import { modalIds, paths } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';
import { modalHref } from '../lib/modal-url';
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

/** Spec §4: the auth callback goes to /login (which takes a member home). */
export const authTokenLoader = () => redirect(paths.login.getHref());

/** The sidebar's /fishing-hunter is the declared /fish-hunter. */
export const fishingHunterLoader = () => redirect(paths.fishHunter.getHref());
