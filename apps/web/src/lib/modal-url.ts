import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isModalId, MODAL_PARAM, type ModalId } from '../config/paths';

/** A link target that opens a modal over the current page (or over `pathname` when given). */
export const modalHref = (id: ModalId, pathname = ''): string =>
  `${pathname}?${new URLSearchParams({ [MODAL_PARAM]: id }).toString()}`;

/** Reads the modal id from a search string; unknown ids read as no modal. */
export const modalFromSearch = (search: string): ModalId | null => {
  const value = new URLSearchParams(search).get(MODAL_PARAM);
  return isModalId(value) ? value : null;
};

export type UseModal = {
  currentModal: ModalId | null;
  /**
   * Opens a modal by adding `?modal=<id>`. From a page it pushes a history entry, so Back closes
   * the modal; from another modal (login → register) it replaces, so Back still closes it.
   */
  openModal: (id: ModalId) => void;
  /** Removes `?modal` (replacing the entry) and keeps the other query parameters. */
  closeModal: () => void;
};

/** Modal state lives in the URL so a modal can be linked to and Back closes it. */
export const useModal = (): UseModal => {
  const location = useLocation();
  const navigate = useNavigate();
  const currentModal = modalFromSearch(location.search);

  const openModal = useCallback(
    (id: ModalId) => {
      const search = new URLSearchParams(location.search);
      const alreadyOpen = isModalId(search.get(MODAL_PARAM));
      search.set(MODAL_PARAM, id);
      void navigate(
        { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
        { replace: alreadyOpen },
      );
    },
    [location.hash, location.pathname, location.search, navigate],
  );

  const closeModal = useCallback(() => {
    const search = new URLSearchParams(location.search);
    if (!search.has(MODAL_PARAM)) return;
    search.delete(MODAL_PARAM);
    const rest = search.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.hash, location.pathname, location.search, navigate]);

  return useMemo(() => ({ currentModal, openModal, closeModal }), [currentModal, openModal, closeModal]);
};
