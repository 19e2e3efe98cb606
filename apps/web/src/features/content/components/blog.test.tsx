import { blogPaths } from '@chokdee/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogText } from '../../../messages/blog';
import { errorReply, okReply, renderWithApp, stubApi } from '../../../testing/render-modal';
import { BlogArticleView } from './blog-article';
import { BlogList } from './blog-list';

const summary = (n: number) => ({
  slug: `article-${n}`,
  title: `บทความที่ ${n}`,
  excerpt: `คำโปรย ${n}`,
  coverUrl: `/blog-covers/article-${n}.svg`,
  publishedAt: '2026-11-20T03:00:00.000Z',
});

describe('BlogList', () => {
  it('shows cards that lead to each article, the first cover eager and the rest lazy, and pages on', async () => {
    const api = stubApi({
      [`GET ${blogPaths.list}`]: (call) =>
        new URLSearchParams(call.search).get('pageNo') === '1'
          ? okReply({
              data: Array.from({ length: 10 }, (_, i) => summary(i + 1)),
              total: 11,
              pageNo: 1,
              pageSize: 10,
            })
          : okReply({ data: [summary(11)], total: 11, pageNo: 2, pageSize: 10 }),
    });
    const { user } = renderWithApp(<BlogList />);
    const first = await screen.findByRole('link', { name: /บทความที่ 1\b/ });
    expect(first).toHaveAttribute('href', '/blog/article-1');
    expect(screen.getAllByText('เผยแพร่ 20 พฤศจิกายน 2569')).toHaveLength(10);
    const covers = document.querySelectorAll('img');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[1]).toHaveAttribute('loading', 'lazy');
    await user.click(screen.getByRole('button', { name: blogText.more }));
    expect(await screen.findByRole('link', { name: /บทความที่ 11/ })).toBeInTheDocument();
    expect(api.callsTo('GET', blogPaths.list)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: blogText.more })).not.toBeInTheDocument();
  });
});

describe('BlogArticleView', () => {
  it("shows the server's HTML as the article body", async () => {
    stubApi({
      'GET /api/v2/blog/article-1': () =>
        okReply({
          ...summary(1),
          bodyHtml: '<h2>หัวข้อย่อย</h2><p>เนื้อหา <a href="/promotions">โปรโมชั่น</a></p>',
        }),
    });
    renderWithApp(<BlogArticleView slug="article-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'บทความที่ 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'หัวข้อย่อย' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'โปรโมชั่น' })).toHaveAttribute('href', '/promotions');
  });

  it('says so when the article does not exist, with the way back', async () => {
    stubApi({ 'GET /api/v2/blog/gone': () => errorReply('BLOG_ARTICLE_NOT_FOUND') });
    renderWithApp(<BlogArticleView slug="gone" />);
    expect(await screen.findByText(blogText.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: blogText.backToList })).toHaveAttribute('href', '/blog');
  });
});
