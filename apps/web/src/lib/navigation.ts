import { onTestReset } from './module-state';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;
onTestReset(() => {
  navigator = null;
});

/** The router registers its navigate here so code outside React (the API client) can move pages. */
export const setNavigator = (navigate: Navigate | null) => {
  navigator = navigate;
};

export const navigateTo = (to: string, options?: { replace?: boolean }) => {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
};
