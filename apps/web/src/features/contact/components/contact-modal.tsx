import { th } from '@chokdee/contracts';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { useWebConfig } from '../../../lib/api/get-web-config';
import { copyText } from '../../../lib/copy-text';
import { toast } from '../../../lib/toast';
import { contactText } from '../../../messages/th';

/** `?modal=contact`: the site's LINE and Telegram contacts, each with a copyable ID. */
export const ContactModal = () => (
  <Modal id={modalIds.contact} title={contactText.title}>
    <ContactContent />
  </Modal>
);

const ContactContent = () => {
  const config = useWebConfig();
  if (config.isPending) return <p className="text-sm text-white/70">{contactText.loading}</p>;
  if (config.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-red-300">
        <p>{contactText.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void config.refetch()}>
          {contactText.retry}
        </Button>
      </div>
    );
  }
  const { lineId, lineUrl, telegramId, telegramUrl } = config.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-white/70">{contactText.intro}</p>
      <ContactCard
        title={contactText.lineTitle}
        contactId={lineId}
        url={lineUrl}
        openLabel={contactText.openLine}
        copyLabel={contactText.copyLineId}
        accent="bg-[#06c755]"
      />
      <ContactCard
        title={contactText.telegramTitle}
        contactId={telegramId}
        url={telegramUrl}
        openLabel={contactText.openTelegram}
        copyLabel={contactText.copyTelegramId}
        accent="bg-[#229ed9]"
      />
    </div>
  );
};

const ContactCard = ({
  title,
  contactId,
  url,
  openLabel,
  copyLabel,
  accent,
}: {
  title: string;
  contactId: string;
  url: string;
  openLabel: string;
  copyLabel: string;
  /** The app's brand colour, for its badge. */
  accent: string;
}) => {
  const onCopy = async () => {
    try {
      await copyText(contactId);
      toast.success(th.copied);
    } catch {
      toast.error(contactText.copyFailed);
    }
  };

  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-10 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${accent}`}
        >
          {title.slice(0, 4)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-gold-200">{title}</p>
          <p className="truncate text-base">
            <span className="sr-only">{contactText.idLabel} </span>
            {contactId}
          </p>
        </div>
        <Button size="sm" variant="secondary" aria-label={copyLabel} onClick={() => void onCopy()}>
          {contactText.copy}
        </Button>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ fullWidth: true })}
      >
        {openLabel}
      </a>
    </section>
  );
};
