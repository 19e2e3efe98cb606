import { fillMessage } from '@chokdee/contracts';
import { announcementsText } from '../../../messages/announcements';
import { useAnnouncements } from '../api/get-announcements';
import { useDismissedAnnouncements } from '../stores/dismissed-announcements-store';

/**
 * The site's announcements for this member (their segment, running now), each closable; a closed one
 * stays closed on this device. Nothing is shown to guests or when there is nothing to say.
 */
export const Announcements = ({ isMember }: { isMember: boolean }) => {
  const { data } = useAnnouncements(isMember);
  const dismissed = useDismissedAnnouncements((state) => state.ids);
  const dismiss = useDismissedAnnouncements((state) => state.dismiss);
  const shown = (data ?? []).filter((announcement) => !dismissed.includes(announcement.id));
  if (!isMember || shown.length === 0) return null;
  return (
    <section aria-label={announcementsText.label} className="flex flex-col gap-2">
      {shown.map((announcement) => (
        <article
          key={announcement.id}
          data-testid="announcement"
          className="relative rounded-xl bg-gold-400/15 p-4 pr-12 text-white ring-1 ring-gold-400/50"
        >
          <h2 className="font-bold text-gold-200">{announcement.title}</h2>
          <p className="mt-1 whitespace-pre-line text-white/90">{announcement.body}</p>
          <button
            type="button"
            onClick={() => dismiss(announcement.id)}
            aria-label={fillMessage(announcementsText.dismiss, { title: announcement.title })}
            className="absolute top-2 right-2 grid size-10 place-items-center rounded-full text-xl text-white/80 hover:bg-white/10"
          >
            ×
          </button>
        </article>
      ))}
    </section>
  );
};
