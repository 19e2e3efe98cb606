import { fillMessage } from '@chokdee/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatThaiDay } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { blogText } from '../../../messages/blog';
import { useBlogArticle } from '../api/get-blog';

/** Styles for the server's HTML (headings, paragraphs, lists, quotes, links, images) without a CSS plugin. */
const bodyClass = [
  'flex flex-col gap-3 text-base leading-relaxed text-white/90',
  '[&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gold-200',
  '[&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-gold-100',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-gold-300 [&_a]:underline',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-3 [&_blockquote]:text-white/80',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_code]:rounded [&_code]:bg-brand-950 [&_code]:px-1',
].join(' ');

const BackLink = () => (
  <Link to={paths.blog.getHref()} className="text-sm text-gold-300 underline">
    {blogText.backToList}
  </Link>
);

/** `/blog/{slug}`: one article. */
export const BlogArticleView = ({ slug }: { slug: string }) => {
  const article = useBlogArticle(slug);
  usePageTitle(article.data && fillMessage(blogText.documentTitle, { title: article.data.title }));
  if (article.isPending) return <p className="text-sm text-white/70">{blogText.loading}</p>;
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.httpStatus === 404;
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-red-300">{missing ? blogText.notFound : blogText.loadFailed}</p>
        {missing ? (
          <BackLink />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void article.refetch()}>
            {blogText.retry}
          </Button>
        )}
      </div>
    );
  }
  const { title, publishedAt, coverUrl, bodyHtml } = article.data;
  return (
    <article className="flex flex-col gap-4">
      <BackLink />
      {coverUrl && (
        <img
          src={coverUrl}
          alt=""
          width={640}
          height={360}
          decoding="async"
          className="aspect-video w-full rounded-xl bg-brand-900 object-cover"
        />
      )}
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gold-200">{title}</h1>
        <p className="text-xs text-white/60">
          <time dateTime={publishedAt}>
            {fillMessage(blogText.publishedOn, { date: formatThaiDay(publishedAt) })}
          </time>
        </p>
      </header>
      <div
        className={bodyClass}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders staff Markdown with raw HTML off and unsafe links refused (content/markdown.ts); this is that HTML.
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </article>
  );
};
