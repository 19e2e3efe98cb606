import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { modalIds, paths } from '../../../config/paths';
import { useIsMember } from '../../../lib/auth-store';
import { modalHref, useModal } from '../../../lib/modal-url';
import { gameText } from '../../../messages/games';
import { webTh } from '../../../messages/th';

/**
 * `/game-entry/{slug}`: a member goes straight on to the launcher; a guest is asked to log in (the
 * login modal opens over this page) and goes on once logged in. Both moves replace this entry, so
 * Back from the game does not land here and bounce.
 */
export const GameEntry = ({ slug }: { slug: string }) => {
  const isMember = useIsMember();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { currentModal, openModal } = useModal();

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
  return (
    <div className="m-auto flex flex-col items-center gap-4 rounded-xl bg-brand-900/70 px-4 py-8 text-center ring-1 ring-gold-400/30">
      <p className="text-lg text-gold-100">{gameText.entryLoginFirst}</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => openModal(modalIds.login)}>
          {webTh.login}
        </Button>
        <Button onClick={() => openModal(modalIds.register)}>{webTh.register}</Button>
      </div>
    </div>
  );
};
