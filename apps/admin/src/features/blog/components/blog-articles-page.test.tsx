import { type BlogArticleAdmin, blogPaths } from '@chokdee/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogTh } from '../../../messages/blog';
import { ok, renderAdmin, sessionHandlers, stubApi } from '../../../testing/render-admin';

const article = (overrides: Partial<BlogArticleAdmin> = {}): BlogArticleAdmin => ({
  id: '0190a0a0-0000-7000-8000-00000000b001',
  slug: 'how-turnover-works',
  title: 'โบนัสและเทิร์นโอเวอร์',
  excerpt: 'คำโปรย',
  coverUrl: '/blog-covers/how-turnover-works.svg',
  bodyMarkdown: '## หัวข้อ',
  published: false,
  publishedAt: null,
  updatedAt: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

describe('blog articles', () => {
  it('edits a draft with the server preview, then publishes it with a Bangkok date', async () => {
    const api = stubApi({
      ...sessionHandlers('support'),
      [`GET ${blogPaths.adminList}`]: () => ok({ data: [article()], total: 1, pageNo: 1, pageSize: 20 }),
      [`POST ${blogPaths.adminPreview}`]: () => ok({ bodyHtml: '<h2>หัวข้อใหม่</h2>' }),
      [`PUT /api/admin/blog/${article().id}`]: (call) =>
        ok(article({ ...(call.body as object), publishedAt: '2026-12-01T03:00:00.000Z' })),
    });
    const { user } = renderAdmin('/marketing/blog', { signedIn: true });
    const row = await screen.findByTestId('article-how-turnover-works');
    expect(row).toHaveTextContent(blogTh.statusDraft);
    await user.click(within(row).getByRole('button', { name: blogTh.edit }));
    const dialog = await screen.findByRole('dialog', { name: blogTh.editTitle });
    const body = within(dialog).getByLabelText(blogTh.bodyLabel);
    await user.clear(body);
    await user.type(body, '## หัวข้อใหม่');
    await user.click(within(dialog).getByRole('tab', { name: blogTh.preview }));
    const preview = await within(dialog).findByTestId('blog-preview');
    expect(within(preview).getByRole('heading', { name: 'หัวข้อใหม่' })).toBeInTheDocument();
    expect(api.callsTo('POST', blogPaths.adminPreview)[0]?.body).toEqual({ bodyMarkdown: '## หัวข้อใหม่' });

    await user.click(within(dialog).getByRole('checkbox', { name: blogTh.publishedLabel }));
    await user.type(within(dialog).getByLabelText(blogTh.publishedAtLabel), '2026-12-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: blogTh.save }));
    expect(await screen.findByText(blogTh.saved)).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/admin/blog/${article().id}`)[0]?.body).toEqual({
      slug: 'how-turnover-works',
      title: 'โบนัสและเทิร์นโอเวอร์',
      excerpt: 'คำโปรย',
      coverUrl: '/blog-covers/how-turnover-works.svg',
      bodyMarkdown: '## หัวข้อใหม่',
      published: true,
      publishedAt: '2026-12-01T10:00:00+07:00',
    });
  });
});
