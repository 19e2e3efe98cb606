import { fillMessage } from '@chokdee/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useWebConfig } from '../../../lib/api/get-web-config';
import { useIsMember } from '../../../lib/auth-store';
import { captureReferralParams } from '../../../lib/referral-store';
import { referralText } from '../../../messages/referral';
import { webTh } from '../../../messages/th';
import { useInvite } from '../api/referral-api';

/**
 * `/invite-friend/{slug}`: the site's invitation with the inviter's masked name. A known code is kept
 * 7 days (cookie and local entry, as a /register?ref= link keeps it) and the button opens the
 * register form with it filled in.
 */
export const Invitation = ({ slug }: { slug: string }) => {
  const invite = useInvite(slug);
  const isMember = useIsMember();
  const config = useWebConfig();
  const code = invite.data?.code;
  useEffect(() => {
    if (code) captureReferralParams(new URLSearchParams({ ref: code }));
  }, [code]);
  if (invite.isPending && slug !== '') return <p className="text-sm text-white/70">{referralText.loading}</p>;
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl bg-brand-900 p-5 text-center ring-1 ring-gold-400/30">
      <h2 className="text-xl font-bold text-gold-200">{referralText.invitation.title}</h2>
      {invite.data ? (
        <p className="text-lg" data-testid="invitation">
          {fillMessage(referralText.invitation.body, {
            name: invite.data.inviterName,
            site: config.data?.siteName ?? webTh.siteName,
          })}
        </p>
      ) : (
        <p className="text-sm text-white/80">{referralText.invitation.notFound}</p>
      )}
      <p className="text-sm text-white/70">{referralText.invitation.perks}</p>
      {isMember ? (
        <p className="text-sm text-white/70">{referralText.invitation.member}</p>
      ) : (
        <Link
          to={paths.register.getHref(code ? { ref: code } : {})}
          className={buttonClassName({ size: 'lg', fullWidth: true })}
        >
          {referralText.invitation.register}
        </Link>
      )}
      {code && !isMember && <p className="text-xs text-white/60">{referralText.invitation.kept}</p>}
    </section>
  );
};
