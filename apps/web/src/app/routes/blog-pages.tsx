import { useParams } from 'react-router';
import { BlogArticleView } from '../../features/content/components/blog-article';
import { BlogList } from '../../features/content/components/blog-list';
import { blogText } from '../../messages/blog';
import { useRouteHandle } from '../route-handle';
import { PageHeading } from './page-heading';

/** `/blog`: the site's articles. */
export const BlogListRoute = () => {
  const { title } = useRouteHandle();
  return (
    <section>
      {title && <PageHeading>{title}</PageHeading>}
      <p className="-mt-2 mb-4 text-sm text-white/70">{blogText.intro}</p>
      <BlogList />
    </section>
  );
};

/** `/blog/{slug}`: one article. */
export const BlogArticleRoute = () => {
  const { slug = '' } = useParams();
  return <BlogArticleView slug={slug} />;
};
