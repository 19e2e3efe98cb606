import { basename } from '../config/paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

/** The router registers its navigate here so code outside React (the API client) can move pages. */
export const setNavigator = (navigate: Navigate | null) => {
  navigator = navigate;
};

/** `to` is a router path (without the `/admin` basename). */
export const navigateTo = (to: string, options?: { replace?: boolean }) => {
  if (navigator) navigator(to, options);
  else window.location.assign(`${basename}${to}`);
};
