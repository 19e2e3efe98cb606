import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modalIds, paths } from '../../../config/paths';
import { useIsMember } from '../../../lib/auth-store';
import { modalHref, useModal } from '../../../lib/modal-url';
import { gameText } from '../../../messages/games';

/**
 * `/game-entry/{slug}`: a member goes straight on to the launcher; a guest is asked to log in (the
 * login modal opens over this page) and goes on once logged in. Both moves replace this entry, so
 * Back from the game does not land here and bounce. `guestNotice`: the app's log-in notice.
 */
export const GameEntry = ({ slug, guestNotice }: { slug: string; guestNotice: ReactNode }) => {
  const isMember = useIsMember();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { currentModal } = useModal();

  // After the login modal has closed (its own navigation would otherwise undo this one).
  useEffect(() => {
    if (isMember && currentModal === null) void navigate(paths.gameLauncher.getHref(slug), { replace: true });
  }, [isMember, currentModal, navigate, slug]);
  // Once, on arrival: a guest who closes the modal stays here with the notice below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks on arrival only, not after a close
  useEffect(() => {
    if (!isMember && currentModal === null)
      void navigate(modalHref(modalIds.login, pathname), { replace: true });
  }, []);

  if (isMember)
    return (
      <p role="status" className="m-auto text-gold-100">
        {gameText.entryGoing}
      </p>
    );
  return <div className="m-auto">{guestNotice}</div>;
};
