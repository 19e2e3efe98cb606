import { Button } from '../../components/ui/button';
import { modalIds } from '../../config/paths';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';

/** What a guest sees on a member page: the way in, not the page (`text` says why, when it is not a page). */
export const MemberOnlyNotice = ({ text = webTh.memberOnly }: { text?: string }) => {
  const { openModal } = useModal();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-brand-900/70 px-4 py-8 text-center ring-1 ring-gold-400/30">
      <p className="text-lg text-gold-100">{text}</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => openModal(modalIds.login)}>
          {webTh.login}
        </Button>
        <Button onClick={() => openModal(modalIds.register)}>{webTh.register}</Button>
      </div>
    </div>
  );
};
