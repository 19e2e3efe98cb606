import {
  type AdminGame,
  type GameCategory,
  type GameInput,
  gameCategories,
  gameCategoryNames,
  gameSlugSchema,
  rtpSchema,
} from '@chokdee/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { SelectField } from '../../../components/ui/select-field';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { access, allows } from '../../../config/access';
import { useMe } from '../../../lib/api/get-me';
import { apiMessage } from '../../../lib/api-client';
import { formSubmit } from '../../../lib/form-submit';
import { fill, formatPercent } from '../../../lib/format';
import { gamesTh as th } from '../../../messages/games';
import { adminTh } from '../../../messages/th';
import { GAMES_PAGE_SIZE, type GamesFilter, useAdminGames, useSaveGame } from '../api/games';
import { useGameProviderOptions } from '../api/providers';

type Draft = Omit<
  GameInput,
  'rtp' | 'sortOrder' | 'imageUrl' | 'description' | 'enabled' | 'isNew' | 'isHot'
> & {
  rtp: string;
  sortOrder: string;
  imageUrl: string;
  description: string;
  enabled: boolean;
  isNew: boolean;
  isHot: boolean;
};

/** The typed fields → the contract's input (an empty RTP: the provider publishes none). */
const draftSchema = z.object({
  providerId: z.uuid(th.chooseProvider),
  slug: gameSlugSchema,
  gameCode: z.string().trim().min(1, 'กรุณากรอกรหัสเกมของค่าย'),
  name: z.string().trim().min(1, 'กรุณากรอกชื่อเกม'),
  category: z.enum(gameCategories),
  imageUrl: z.string().trim().max(500),
  rtp: z.union([z.literal('').transform(() => null), rtpSchema]),
  description: z.string().max(5_000),
  sortOrder: z
    .string()
    .regex(/^\d{1,5}$/, 'ลำดับต้องเป็นตัวเลข 0–10000')
    .transform(Number),
  enabled: z.boolean(),
  isNew: z.boolean(),
  isHot: z.boolean(),
}) satisfies z.ZodType<GameInput, Draft>;

const draftOf = (game: AdminGame | undefined, providerId: string): Draft => ({
  providerId: game?.providerId ?? providerId,
  slug: game?.slug ?? '',
  gameCode: game?.gameCode ?? '',
  name: game?.name ?? '',
  category: game?.category ?? 'SLOT',
  imageUrl: game?.imageUrl ?? '',
  rtp: game?.rtp ?? '',
  description: game?.description ?? '',
  sortOrder: String(game?.sortOrder ?? 0),
  enabled: game?.enabled ?? true,
  isNew: game?.isNew ?? false,
  isHot: game?.isHot ?? false,
});

const categoryOptions = gameCategories.map((category) => ({
  value: category,
  label: gameCategoryNames[category],
}));

const GameDialog = ({
  game,
  providers,
  onClose,
}: {
  game: AdminGame | undefined;
  providers: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) => {
  const save = useSaveGame();
  const form = useForm<Draft, unknown, GameInput>({
    resolver: zodResolver(draftSchema),
    defaultValues: draftOf(game, providers[0]?.id ?? ''),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync({ id: game?.id, body });
    toast.success(th.gameSaved);
    onClose();
  });
  return (
    <WideDialog
      title={game ? fill(th.editGame, { name: game.name }) : th.createGame}
      description={th.gameFormDescription}
      onClose={onClose}
      busy={save.isPending}
    >
      <form noValidate onSubmit={formSubmit(submit)} className="flex flex-col gap-4">
        {save.error ? <Alert>{apiMessage(save.error)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={th.providerLabel}
            options={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
            error={errors.providerId?.message}
            {...form.register('providerId')}
          />
          <SelectField label={th.categoryLabel} options={categoryOptions} {...form.register('category')} />
          <TextField
            label={th.gameNameLabel}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={th.slugLabel}
            autoComplete="off"
            error={errors.slug?.message}
            {...form.register('slug')}
          />
          <TextField
            label={th.gameCodeLabel}
            autoComplete="off"
            error={errors.gameCode?.message}
            {...form.register('gameCode')}
          />
          <TextField
            label={th.rtpLabel}
            inputMode="decimal"
            autoComplete="off"
            error={errors.rtp?.message}
            {...form.register('rtp')}
          />
          <TextField
            label={th.imageLabel}
            autoComplete="off"
            error={errors.imageUrl?.message}
            {...form.register('imageUrl')}
          />
          <TextField
            label={th.orderLabel}
            inputMode="numeric"
            error={errors.sortOrder?.message}
            {...form.register('sortOrder')}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {th.descriptionLabel}
          <textarea
            rows={5}
            className="rounded-md border border-slate-300 p-2 text-sm text-slate-900"
            {...form.register('description')}
          />
        </label>
        <div className="flex flex-wrap gap-6">
          {(['enabled', 'isNew', 'isHot'] as const).map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4" {...form.register(flag)} />
              {flag === 'enabled' ? th.enabledLabel : flag === 'isNew' ? th.isNewLabel : th.isHotLabel}
            </label>
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {th.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {th.save}
          </Button>
        </div>
      </form>
    </WideDialog>
  );
};

const columns = [
  { label: th.colGame },
  { label: th.colSlug },
  { label: th.colGameCode },
  { label: th.colProvider },
  { label: th.colCategory },
  { label: th.colRtp, className: 'text-right' },
  { label: th.colFlags },
  { label: th.colOrder, className: 'text-right' },
  { label: th.colEnabled },
  { label: adminTh.actions },
];

/** The games catalogue (every staff role reads; owner and lottery add and change games): filter by provider, category or a search. */
export const GamesPage = () => {
  const me = useMe();
  const canEdit = allows(me.data?.role, access.gameCatalogue);
  const providers = useGameProviderOptions();
  const [filter, setFilter] = useState<GamesFilter>({});
  const [draft, setDraft] = useState({ providerId: '', category: '', q: '' });
  const [pageNo, setPageNo] = useState(1);
  const games = useAdminGames(filter, pageNo);
  const [editing, setEditing] = useState<AdminGame | 'new' | undefined>();
  const providerList = providers.data ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPageNo(1);
    setFilter({
      ...(draft.providerId ? { providerId: draft.providerId } : {}),
      ...(draft.category ? { category: draft.category as GameCategory } : {}),
      ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.pageGames}
        actions={
          canEdit && (
            <Button onClick={() => setEditing('new')} disabled={providerList.length === 0}>
              {th.createGame}
            </Button>
          )
        }
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.gamesIntro}</p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={search}>
        <SelectField
          label={th.filterProvider}
          value={draft.providerId}
          onChange={(event) => setDraft({ ...draft, providerId: event.target.value })}
          options={[
            { value: '', label: th.all },
            ...providerList.map((provider) => ({ value: provider.id, label: provider.name })),
          ]}
        />
        <SelectField
          label={th.filterCategory}
          value={draft.category}
          onChange={(event) => setDraft({ ...draft, category: event.target.value })}
          options={[{ value: '', label: th.all }, ...categoryOptions]}
        />
        <TextField
          label={th.filterSearch}
          value={draft.q}
          maxLength={50}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <Button type="submit">{th.search}</Button>
      </form>
      <PagedTable
        label={th.gamesTable}
        columns={columns}
        page={games.data}
        error={games.isError ? apiMessage(games.error) : undefined}
        pageNo={pageNo}
        pageSize={GAMES_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(game: AdminGame) => (
          <tr key={game.id} data-testid={`game-${game.slug}`}>
            <Td>{game.name}</Td>
            <Td className="font-mono text-xs">{game.slug}</Td>
            <Td className="font-mono text-xs">{game.gameCode}</Td>
            <Td>{game.providerCode}</Td>
            <Td>{gameCategoryNames[game.category]}</Td>
            <Td className="text-right">{game.rtp ? formatPercent(game.rtp) : '–'}</Td>
            <Td>
              <div className="flex gap-1">
                {game.isNew && <Badge tone="info">{th.flagNew}</Badge>}
                {game.isHot && <Badge tone="danger">{th.flagHot}</Badge>}
              </div>
            </Td>
            <Td className="text-right">{game.sortOrder}</Td>
            <Td>
              {game.enabled ? (
                <Badge tone="success">{th.enabled}</Badge>
              ) : (
                <Badge tone="warning">{th.disabled}</Badge>
              )}
            </Td>
            <Td>
              {canEdit && (
                <Button size="sm" variant="secondary" onClick={() => setEditing(game)}>
                  {th.edit}
                </Button>
              )}
            </Td>
          </tr>
        )}
      />
      {editing && (
        <GameDialog
          game={editing === 'new' ? undefined : editing}
          providers={providerList}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
};
