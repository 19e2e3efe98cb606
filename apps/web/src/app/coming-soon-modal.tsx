import * as Tabs from '@radix-ui/react-tabs';
import { ComingSoon } from '../components/feedback/coming-soon';
import { Modal } from '../components/ui/modal';
import type { ModalId } from '../config/paths';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-white/70 data-[state=active]:bg-gold-400 data-[state=active]:text-brand-950';

/** A modal whose content a later release fills: the real frame (title, tabs) and a "coming soon" notice. */
export const ComingSoonModal = ({
  id,
  title,
  tabs,
}: {
  id: ModalId;
  title: string;
  tabs?: readonly string[];
}) => (
  <Modal id={id} title={title}>
    {tabs && tabs.length > 0 ? (
      <Tabs.Root defaultValue={tabs[0]}>
        <Tabs.List aria-label={title} className="mb-4 flex gap-2 rounded-xl bg-brand-950 p-1">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabClass}>
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <ComingSoon />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    ) : (
      <ComingSoon />
    )}
  </Modal>
);
