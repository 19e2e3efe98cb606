import type { BlogArticleAdmin, BlogArticleInput } from '@chokdee/contracts';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable } from '../../../components/ui/paged-table';
import { Td } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { apiMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { blogTh as th } from '../../../messages/blog';
import {
  BLOG_ARTICLES_PAGE_SIZE,
  previewBlogBody,
  useBlogArticles,
  useDeleteBlogArticle,
  useSaveBlogArticle,
} from '../api/blog-articles';

const columns = [
  { label: th.colTitle },
  { label: th.colSlug },
  { label: th.colStatus },
  { label: th.colPublishedAt },
  { label: th.colUpdatedAt },
  { label: '' },
] as const;

const StatusBadge = ({ article }: { article: BlogArticleAdmin }) => {
  if (!article.published) return <Badge>{th.statusDraft}</Badge>;
  if (article.publishedAt && new Date(article.publishedAt).getTime() > Date.now())
    return <Badge tone="info">{th.statusScheduled}</Badge>;
  return <Badge tone="success">{th.statusPublished}</Badge>;
};

/** ISO → a `datetime-local` value in Bangkok time, and back (the site's clock, whatever the browser's). */
const toBangkokLocal = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + 7 * 60 * 60_000).toISOString().slice(0, 16) : '';
const fromBangkokLocal = (local: string): string | null => (local ? `${local}:00+07:00` : null);

type Draft = Omit<BlogArticleInput, 'publishedAt' | 'coverUrl'> & { publishedAt: string; coverUrl: string };

const draftOf = (article: BlogArticleAdmin | undefined): Draft => ({
  slug: article?.slug ?? '',
  title: article?.title ?? '',
  excerpt: article?.excerpt ?? '',
  coverUrl: article?.coverUrl ?? '',
  bodyMarkdown: article?.bodyMarkdown ?? '',
  published: article?.published ?? false,
  publishedAt: toBangkokLocal(article?.publishedAt ?? null),
});

/** Write or edit one article, with the server's preview of its body. */
export const ArticleEditor = ({
  article,
  onClose,
}: {
  article: BlogArticleAdmin | undefined;
  onClose: () => void;
}) => {
  const save = useSaveBlogArticle();
  const remove = useDeleteBlogArticle();
  const [draft, setDraft] = useState<Draft>(() => draftOf(article));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [previewHtml, setPreviewHtml] = useState<string | undefined>();
  const [previewError, setPreviewError] = useState<string | undefined>();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const showPreview = async () => {
    setTab('preview');
    setPreviewHtml(undefined);
    setPreviewError(undefined);
    try {
      setPreviewHtml(await previewBlogBody(draft.bodyMarkdown));
    } catch (error) {
      setPreviewError(apiMessage(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: BlogArticleInput = {
      ...draft,
      coverUrl: draft.coverUrl.trim() === '' ? null : draft.coverUrl.trim(),
      publishedAt: fromBangkokLocal(draft.publishedAt),
    };
    try {
      await save.mutateAsync({ id: article?.id, body });
      toast.success(th.saved);
      onClose();
    } catch {
      // Shown from `save.error` above the form.
    }
  };

  const removeArticle = async () => {
    if (!article) return;
    if (!confirmingRemove) return setConfirmingRemove(true);
    await remove.mutateAsync(article.id);
    toast.success(th.removed);
    onClose();
  };

  const busy = save.isPending || remove.isPending;
  return (
    <WideDialog
      title={article ? th.editTitle : th.createTitle}
      description={th.editorDescription}
      onClose={onClose}
      busy={busy}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {save.error && <Alert>{apiMessage(save.error)}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={th.titleLabel} value={draft.title} onChange={set('title')} maxLength={200} />
          <TextField label={th.slugLabel} value={draft.slug} onChange={set('slug')} maxLength={100} />
          <TextField
            label={th.excerptLabel}
            value={draft.excerpt}
            onChange={set('excerpt')}
            maxLength={500}
          />
          <TextField label={th.coverLabel} value={draft.coverUrl} onChange={set('coverUrl')} />
        </div>
        <div className="flex gap-2" role="tablist" aria-label={th.bodyViews}>
          <Button
            role="tab"
            aria-selected={tab === 'write'}
            size="sm"
            variant={tab === 'write' ? 'primary' : 'secondary'}
            onClick={() => setTab('write')}
          >
            {th.write}
          </Button>
          <Button
            role="tab"
            aria-selected={tab === 'preview'}
            size="sm"
            variant={tab === 'preview' ? 'primary' : 'secondary'}
            onClick={() => void showPreview()}
          >
            {th.preview}
          </Button>
        </div>
        {tab === 'write' ? (
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {th.bodyLabel}
            <textarea
              rows={14}
              value={draft.bodyMarkdown}
              onChange={set('bodyMarkdown')}
              className="rounded-md border border-slate-300 p-2 font-mono text-sm text-slate-900"
            />
          </label>
        ) : (
          <section
            aria-label={th.preview}
            className="min-h-40 rounded-md border border-slate-200 bg-slate-50 p-4"
          >
            {previewError && <Alert>{previewError}</Alert>}
            {!previewHtml && !previewError && <p className="text-sm text-slate-500">{th.previewLoading}</p>}
            {previewHtml && (
              <div
                data-testid="blog-preview"
                className="flex flex-col gap-2 text-slate-900 [&_a]:text-blue-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer (raw HTML off, unsafe links refused), the HTML members will see.
                dangerouslySetInnerHTML={{ __html: previewHtml }}
              />
            )}
          </section>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={draft.published}
              onChange={(event) => setDraft((current) => ({ ...current, published: event.target.checked }))}
            />
            {th.publishedLabel}
          </label>
          <TextField
            label={th.publishedAtLabel}
            type="datetime-local"
            value={draft.publishedAt}
            onChange={set('publishedAt')}
          />
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <div>
            {article && (
              <Button
                variant="danger"
                onClick={() => void removeArticle()}
                loading={remove.isPending}
                disabled={busy}
              >
                {confirmingRemove ? th.confirmRemove : th.remove}
              </Button>
            )}
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {th.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={busy}>
              {th.save}
            </Button>
          </div>
        </div>
      </form>
    </WideDialog>
  );
};

/** The site's articles: list, write, edit with preview, publish (owner, support). */
export const BlogArticlesPage = () => {
  const [pageNo, setPageNo] = useState(1);
  const articles = useBlogArticles(pageNo);
  const [editing, setEditing] = useState<{ article: BlogArticleAdmin | undefined } | undefined>();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={th.page}
        actions={<Button onClick={() => setEditing({ article: undefined })}>{th.create}</Button>}
      />
      <p className="max-w-3xl text-sm text-slate-600">{th.intro}</p>
      <PagedTable
        label={th.table}
        columns={columns}
        page={articles.data}
        error={articles.isError ? apiMessage(articles.error) : undefined}
        pageNo={pageNo}
        pageSize={BLOG_ARTICLES_PAGE_SIZE}
        onPage={setPageNo}
        renderRow={(article: BlogArticleAdmin) => (
          <tr key={article.id} data-testid={`article-${article.slug}`}>
            <Td>{article.title}</Td>
            <Td className="font-mono text-xs">{article.slug}</Td>
            <Td>
              <StatusBadge article={article} />
            </Td>
            <Td>{article.publishedAt ? formatDateTime(article.publishedAt) : '–'}</Td>
            <Td>{formatDateTime(article.updatedAt)}</Td>
            <Td>
              <Button size="sm" variant="secondary" onClick={() => setEditing({ article })}>
                {th.edit}
              </Button>
            </Td>
          </tr>
        )}
      />
      {editing && <ArticleEditor article={editing.article} onClose={() => setEditing(undefined)} />}
    </div>
  );
};
