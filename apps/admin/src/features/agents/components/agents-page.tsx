import { type Agent, type AgentCreateRequest, agentCreateRequestSchema } from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { access, allows } from '../../../config/access';
import { agentReportHref } from '../../../config/paths';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatPercent } from '../../../lib/format';
import { agentsTh as th } from '../../../messages/reward-ops';
import { adminTh } from '../../../messages/th';
import { useAgents, useCreateAgent, useUpdateAgent } from '../api/agents';

/** The owner adds an agent: code (unique per site, never changed), name, commission rate, active. */
const CreateForm = () => {
  const create = useCreateAgent();
  const empty: AgentCreateRequest = { code: '', name: '', commissionPercent: '', active: true };
  const form = useForm<AgentCreateRequest, unknown, AgentCreateRequest>({
    resolver: zodResolver(agentCreateRequestSchema, undefined, { raw: true }),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await create.mutateAsync(body);
    form.reset(empty);
    toast.success(th.created);
  });
  return (
    <form
      noValidate
      aria-label={th.createHeading}
      onSubmit={formSubmit(submit)}
      className="flex max-w-3xl flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={th.codeLabel}
          autoComplete="off"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          label={th.nameLabel}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={th.rateLabel}
          inputMode="decimal"
          autoComplete="off"
          error={errors.commissionPercent?.message}
          {...form.register('commissionPercent')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...form.register('active')} />
        {th.activeLabel}
      </label>
      {create.error ? <Alert>{apiMessage(create.error)}</Alert> : null}
      <div>
        <Button type="submit" loading={create.isPending}>
          {th.create}
        </Button>
      </div>
    </form>
  );
};

type EditValues = { name: string; commissionPercent: string; active: boolean };

/** Name, rate and the active flag of one agent (owner), in a dialog. */
const EditDialog = ({ agent, onClose }: { agent: Agent; onClose: () => void }) => {
  const update = useUpdateAgent();
  const form = useForm<EditValues>({
    defaultValues: { name: agent.name, commissionPercent: agent.commissionPercent, active: agent.active },
  });
  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync({ id: agent.id, body });
    toast.success(th.saved);
    onClose();
  });
  return (
    <ActionDialog
      onClose={onClose}
      title={fill(th.editTitle, { code: agent.code })}
      description={th.editBody}
      confirmLabel={th.save}
      mutation={update}
      onSubmit={formSubmit(submit)}
    >
      <TextField label={th.nameLabel} autoComplete="off" {...form.register('name')} />
      <TextField
        label={th.rateLabel}
        inputMode="decimal"
        autoComplete="off"
        {...form.register('commissionPercent')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" {...form.register('active')} />
        {th.activeLabel}
      </label>
    </ActionDialog>
  );
};

const columns = [
  { label: th.colCode },
  { label: th.colName },
  { label: th.colRate, className: 'text-right' },
  { label: th.colMembers, className: 'text-right' },
  { label: th.colActive },
  { label: adminTh.actions },
];

/** The site's agents (owner manages, finance reads), each with a link to its members and commission. */
export const AgentsPage = () => {
  const me = useMe();
  const agents = useAgents();
  const canEdit = allows(me.data?.role, access.owner);
  const [editing, setEditing] = useState<Agent>();
  const rows = agents.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={th.page} />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      {canEdit ? <CreateForm /> : <p className="text-sm text-slate-500">{th.readOnly}</p>}
      <PagedTable
        label={th.listLabel}
        columns={columns}
        page={agents.data ? { data: rows, total: rows.length } : undefined}
        error={agents.isError ? apiMessage(agents.error) : undefined}
        renderRow={(agent) => (
          <tr key={agent.id} data-testid={`agent-${agent.code}`}>
            <Td className="font-mono">{agent.code}</Td>
            <Td>{agent.name}</Td>
            <Td className="text-right tabular-nums">{formatPercent(agent.commissionPercent)}</Td>
            <Td className="text-right tabular-nums">{agent.members}</Td>
            <Td>
              <Badge tone={agent.active ? 'success' : 'neutral'}>
                {agent.active ? th.active : th.inactive}
              </Badge>
            </Td>
            <Td>
              <div className="flex gap-2">
                <Link
                  to={agentReportHref(agent.id)}
                  className="font-semibold text-brand-800 underline hover:text-brand-600"
                >
                  {th.report}
                </Link>
                {canEdit && (
                  <Button size="sm" variant="secondary" onClick={() => setEditing(agent)}>
                    {th.edit}
                  </Button>
                )}
              </div>
            </Td>
          </tr>
        )}
      />
      {editing && <EditDialog key={editing.id} agent={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
};
