import { fillMessage } from '@chokdee/contracts';
import { Button } from '../../../components/ui/button';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { modalIds } from '../../../config/paths';
import { useWebConfig } from '../../../lib/api/get-web-config';
import { socialText as text } from '../../../messages/account-summary';

/** The site's social channels in the web config, each with its brand colour and mark. */
const channels = [
  {
    id: 'line',
    name: text.line,
    urlOf: (c: { lineUrl: string }) => c.lineUrl,
    accent: 'bg-[#06c755]',
    mark: 'LINE',
  },
  {
    id: 'telegram',
    name: text.telegram,
    urlOf: (c: { telegramUrl: string }) => c.telegramUrl,
    accent: 'bg-[#229ed9]',
    mark: 'TG',
  },
] as const;

/** Only web links: a configured value that is not http(s) is not shown (it could not open anyway). */
const isWebLink = (url: string): boolean => /^https?:\/\/\S+$/i.test(url.trim());

/** `?modal=social`: the site's social links from the web config, each opening in a new tab; unset ones are left out. */
export const SocialModal = () => (
  <Modal id={modalIds.social} title={text.title}>
    <SocialContent />
  </Modal>
);

const SocialContent = () => {
  const config = useWebConfig();
  if (config.isPending) return <p className="text-sm text-white/70">{text.loading}</p>;
  if (config.isError) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-red-300">
        <p>{text.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => void config.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const links = channels
    .map((channel) => ({ ...channel, url: channel.urlOf(config.data).trim() }))
    .filter((channel) => isWebLink(channel.url));
  if (links.length === 0) return <p className="text-sm text-white/70">{text.empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-white/70">{text.intro}</p>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fillMessage(text.open, { name: link.name })}
              className="flex min-h-14 items-center gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10 hover:bg-white/10"
            >
              <span
                aria-hidden="true"
                className={`grid size-10 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${link.accent}`}
              >
                {link.mark}
              </span>
              <span className="flex-1 text-base font-semibold text-gold-100">{link.name}</span>
              <ExternalLinkIcon className="size-5 shrink-0 text-white/50" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
