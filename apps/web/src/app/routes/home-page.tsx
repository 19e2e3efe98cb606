import { ComingSoon } from '../../components/feedback/coming-soon';
import { Button } from '../../components/ui/button';
import { modalIds } from '../../config/paths';
import { useWebConfig } from '../../lib/api/get-web-config';
import { useIsMember } from '../../lib/auth-store';
import { useModal } from '../../lib/modal-url';
import { webTh } from '../../messages/th';

/** The lottery lobby: who we are, the way in for guests, then the lotteries (a later release). */
export const HomePage = () => {
  const isMember = useIsMember();
  const { openModal } = useModal();
  const { data: config } = useWebConfig();
  return (
    <div className="flex flex-col gap-5">
      <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-5 ring-1 ring-gold-400/40 md:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-48 rounded-full bg-gold-400/20 blur-2xl"
        />
        <h1 className="text-2xl font-extrabold text-gold-200 md:text-3xl">
          {config?.siteName ?? webTh.siteName} {webTh.onlineLottery}
        </h1>
        <p className="mt-2 text-white/85">{webTh.autoDepositClaim}</p>
        {isMember ? (
          <div className="mt-4 flex gap-3">
            <Button onClick={() => openModal(modalIds.deposit)}>{webTh.deposit}</Button>
            <Button variant="secondary" onClick={() => openModal(modalIds.withdraw)}>
              {webTh.withdraw}
            </Button>
          </div>
        ) : (
          <div className="mt-4 flex gap-3">
            <Button onClick={() => openModal(modalIds.register)}>{webTh.register}</Button>
            <Button variant="secondary" onClick={() => openModal(modalIds.login)}>
              {webTh.login}
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby="home-lotteries">
        <h2 id="home-lotteries" className="mb-3 text-xl font-bold text-gold-200">
          {webTh.onlineLottery}
        </h2>
        <ComingSoon />
      </section>
    </div>
  );
};
