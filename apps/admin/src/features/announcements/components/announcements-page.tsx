import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAdmin,
  type AnnouncementSegment,
  announcementSegments,
} from '@chokdee/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Panel } from '../../../components/ui/panel';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatDateTime } from '../../../lib/format';
import {
  announcementSegmentLabel,
  announcementStateLabel,
  announcementsTh as th,
} from '../../../messages/announcements';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  useAnnouncements,
  useCreateAnnouncement,
  useEndAnnouncement,
} from '../api/announcements';

const DAY_MS = 86_400_000;
const DURATIONS = ['1', '3', '7', '14', '30'] as const;

type Draft = {
  title: string;
  body: string;
  segment: AnnouncementSegment;
  vipLevelMin: string;
  newWithinDays: string;
  /** Days it runs from now; '' until staff end it. */
  durationDays: string;
};

const emptyDraft: Draft = {
  title: '',
  body: '',
  segment: 'ALL',
  vipLevelMin: '2',
  newWithinDays: '7',
  durationDays: '7',
};

const stateTone: Record<AnnouncementAdmin['state'], BadgeTone> = {
  SCHEDULED: 'info',
  RUNNING: 'success',
  ENDED: 'neutral',
};

/** Who it reaches, in words: "VIP ระดับ 3 ขึ้นไป". */
export const segmentText = (row: Pick<AnnouncementAdmin, 'segment' | 'vipLevelMin' | 'newWithinDays'>) =>
  row.segment === 'VIP_LEVEL'
    ? fill(th.vipSegment, { level: row.vipLevelMin ?? 1 })
    : row.segment === 'NEW_MEMBERS'
      ? fill(th.newSegment, { days: row.newWithinDays ?? 0 })
      : announcementSegmentLabel.ALL;

/** The form: a title and plain-text message, the segment, how long it runs (from now). */
const CreateForm = () => {
  const create = useCreateAnnouncement();
  const form = useForm<Draft>({ defaultValues: emptyDraft });
  const segment = form.watch('segment');
  const submit = form.handleSubmit(async (draft) => {
    await create.mutateAsync({
      title: draft.title,
      body: draft.body,
      segment: draft.segment,
      vipLevelMin: draft.segment === 'VIP_LEVEL' ? draft.vipLevelMin : null,
      newWithinDays: draft.segment === 'NEW_MEMBERS' ? draft.newWithinDays : null,
      startsAt: null,
      endsAt: draft.durationDays
        ? new Date(Date.now() + Number(draft.durationDays) * DAY_MS).toISOString()
        : null,
    });
    toast.success(th.created);
    form.reset(emptyDraft);
  });
  return (
    <Panel title={th.newTitle}>
      <form
        noValidate
        aria-label={th.newTitle}
        onSubmit={formSubmit(submit)}
        className="flex max-w-2xl flex-col gap-3"
      >
        <TextField label={th.title} maxLength={ANNOUNCEMENT_TITLE_MAX} {...form.register('title')} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {th.body}
          <textarea
            rows={3}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal text-slate-900"
            {...form.register('body')}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={th.segment}
            options={announcementSegments.map((value) => ({ value, label: announcementSegmentLabel[value] }))}
            {...form.register('segment')}
          />
          {segment === 'VIP_LEVEL' && (
            <TextField label={th.vipLevelMin} inputMode="numeric" {...form.register('vipLevelMin')} />
          )}
          {segment === 'NEW_MEMBERS' && (
            <TextField label={th.newWithinDays} inputMode="numeric" {...form.register('newWithinDays')} />
          )}
          <SelectField
            label={th.duration}
            options={[
              ...DURATIONS.map((days) => ({ value: days, label: fill(th.days, { days }) })),
              { value: '', label: th.untilEnded },
            ]}
            {...form.register('durationDays')}
          />
        </div>
        {create.error ? <Alert>{apiMessage(create.error)}</Alert> : null}
        <div>
          <Button type="submit" loading={create.isPending}>
            {th.create}
          </Button>
        </div>
      </form>
    </Panel>
  );
};

const EndDialog = ({ row, onClose }: { row: AnnouncementAdmin; onClose: () => void }) => {
  const end = useEndAnnouncement();
  return (
    <ActionDialog
      onClose={onClose}
      title={th.endTitle}
      description={fill(th.endDescription, { title: row.title })}
      confirmLabel={th.end}
      tone="danger"
      mutation={end}
      onSubmit={(event) => {
        event.preventDefault();
        end.mutate(row.id, {
          onSuccess: () => {
            toast.success(th.ended);
            onClose();
          },
        });
      }}
    />
  );
};

/**
 * Announcements to members (owner, support): write one for a segment and a number of days, see each
 * one's state, and end one early after a confirmation. Members see the running ones in the app.
 */
export const AnnouncementsPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const [ending, setEnding] = useState<AnnouncementAdmin>();
  const list = useAnnouncements(pageNo);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.pageTitle} />
      <CreateForm />
      <PagedTable
        label={th.listTable}
        columns={[
          { label: th.colTitle },
          { label: th.colSegment },
          { label: th.colWindow },
          { label: th.colState },
          { label: th.colBy },
          { label: '' },
        ]}
        page={list.data}
        error={list.error ? apiMessage(list.error) : undefined}
        pageNo={pageNo}
        pageSize={ANNOUNCEMENTS_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(row) => (
          <tr key={row.id} data-testid={`announcement-${row.id}`}>
            <Td>
              <div className="font-semibold">{row.title}</div>
              <div className="max-w-md text-sm whitespace-pre-line text-slate-600">{row.body}</div>
            </Td>
            <Td>{segmentText(row)}</Td>
            <Td className="whitespace-nowrap text-sm">
              {fill(th.fromTo, {
                from: formatDateTime(row.startsAt),
                to: row.endsAt ? formatDateTime(row.endsAt) : th.untilEnded,
              })}
            </Td>
            <Td>
              <Badge tone={stateTone[row.state]}>{announcementStateLabel[row.state]}</Badge>
            </Td>
            <Td>{row.createdBy}</Td>
            <Td>
              {row.state !== 'ENDED' && (
                <Button variant="secondary" onClick={() => setEnding(row)}>
                  {th.end}
                </Button>
              )}
            </Td>
          </tr>
        )}
      />
      {ending && <EndDialog row={ending} onClose={() => setEnding(undefined)} />}
    </div>
  );
};
