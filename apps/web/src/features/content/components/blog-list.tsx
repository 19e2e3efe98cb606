import { type BlogArticleSummary, fillMessage } from '@chokdee/contracts';
import { Link } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../config/paths';
import { formatThaiDay } from '../../../lib/format';
import { blogText } from '../../../messages/blog';
import { useBlogList } from '../api/get-blog';

const pagedText = {
  loading: blogText.loading,
  failed: blogText.loadFailed,
  retry: blogText.retry,
  empty: blogText.empty,
  loadMore: blogText.more,
};

/** One article's card: cover (16:9, sized up front so nothing jumps), title, date, excerpt. */
const ArticleCard = ({ article, first }: { article: BlogArticleSummary; first: boolean }) => (
  <li>
    <Link
      to={paths.blogArticle.getHref(article.slug)}
      className="block overflow-hidden rounded-xl bg-brand-800 ring-1 ring-white/10 hover:ring-gold-300"
    >
      {article.coverUrl && (
        <img
          src={article.coverUrl}
          alt=""
          width={640}
          height={360}
          // The first cover is the largest paint; the rest load as the member scrolls.
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full bg-brand-900 object-cover"
        />
      )}
      <div className="flex flex-col gap-1 p-4">
        <h2 className="text-lg font-bold text-gold-200">{article.title}</h2>
        <p className="text-xs text-white/60">
          <time dateTime={article.publishedAt}>
            {fillMessage(blogText.publishedOn, { date: formatThaiDay(article.publishedAt) })}
          </time>
        </p>
        {article.excerpt && <p className="text-sm text-white/80">{article.excerpt}</p>}
        <span className="mt-1 text-sm font-semibold text-gold-300">{blogText.readMore}</span>
      </div>
    </Link>
  </li>
);

/** `/blog`: published articles, newest first, ten at a time. */
export const BlogList = () => {
  const list = useBlogList();
  const firstSlug = list.data?.pages[0]?.items[0]?.slug;
  return (
    <PagedList
      history={list}
      text={pagedText}
      keyOf={(article: BlogArticleSummary) => article.slug}
      renderItem={(article) => <ArticleCard article={article} first={article.slug === firstSlug} />}
    />
  );
};
