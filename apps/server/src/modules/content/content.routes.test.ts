import { randomUUID } from 'node:crypto';
import { type BlogArticleInput, blogPaths, errorCatalogue } from '@chokdee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#platform/db/schema';
import { auditRows, buildTestApp, call, staffTokens, type TestApp, testDbKinds } from '#testing/index';
import { renderArticleMarkdown } from './markdown';

/** Markdown a hostile editor (or a stolen staff session) might save. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(3)">raw link</a>',
  '[click](javascript:alert(4))',
  '[encoded](&#106;avascript:alert(5))',
  '[upper](JAVASCRIPT:alert(6))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==)',
  '[vb](vbscript:msgbox(8))',
  '[proto](//evil.example/x)',
  '![img](javascript:alert(9))',
  '![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  '[ok](https://example.com/a "title") and [site](/promotions)',
].join('\n\n');

/** The real tags of rendered HTML (escaped source text, `&lt;…`, is not a tag). */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: match[2] ?? '',
  }));
const RENDERED_TAGS = new Set(['p', 'a', 'strong', 'em', 'h2', 'img', 'ul', 'ol', 'li', 'blockquote', 'br']);

/** No tag but Markdown's own, no event handler, no URL that runs or embeds code. */
const expectInert = (html: string) => {
  for (const tag of tagsOf(html)) {
    expect(RENDERED_TAGS.has(tag.name), tag.name).toBe(true);
    expect(tag.attributes).not.toMatch(/\son\w+\s*=/i);
    expect(tag.attributes).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(tag.attributes).not.toMatch(/(href|src)="\/\//);
  }
};

describe('renderArticleMarkdown', () => {
  it('renders a hostile body inert: no tags from the source, no script URLs', () => {
    const html = renderArticleMarkdown(HOSTILE);
    expectInert(html);
    // Every refused link and image stays as plain text: what links remain go to https or the site.
    const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs.every((href) => /^(https:\/\/|\/[^/])/.test(href ?? ''))).toBe(true);
    expect(hrefs).toContain('/promotions');
    expect(tagsOf(html).filter((tag) => tag.name === 'img')).toHaveLength(0);
    // Raw HTML shows as text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Safe links survive; leaving the site opens a new tab without an opener.
    expect(html).toContain(
      '<a href="https://example.com/a" title="title" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(html).toContain('<a href="/promotions">site</a>');
  });

  it('renders Thai Markdown: headings, lists, emphasis, lazy images', () => {
    const html = renderArticleMarkdown('## หัวข้อ\n\n- **ตัวหนา**\n\n![ภาพ](/blog-covers/cover.svg)');
    expect(html).toContain('<h2>หัวข้อ</h2>');
    expect(html).toContain('<strong>ตัวหนา</strong>');
    expect(html).toContain('<img src="/blog-covers/cover.svg" alt="ภาพ" loading="lazy" decoding="async">');
  });
});

describe.each(testDbKinds())('blog (%s)', (kind) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    t = await buildTestApp({ kind, modules: ['content'] });
    staff = await staffTokens(t);
  });
  afterAll(async () => t?.close());

  const input = (overrides: Partial<BlogArticleInput> = {}): BlogArticleInput => ({
    slug: `article-${randomUUID().slice(0, 8)}`,
    title: 'บทความทดสอบ',
    excerpt: 'คำโปรย',
    coverUrl: '/blog-covers/how-turnover-works.svg',
    bodyMarkdown: '## สวัสดี\n\nเนื้อหา',
    published: true,
    publishedAt: null,
    ...overrides,
  });
  const create = async (overrides: Partial<BlogArticleInput> = {}) => {
    const res = await call(t, { url: blogPaths.adminList, token: staff.support, body: input(overrides) });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data as { id: string; slug: string; publishedAt: string | null };
  };
  const article = (slug: string) => call(t, { method: 'GET', url: blogPaths.article.replace(':slug', slug) });

  it('lists the demo articles for guests, newest first, and serves one as HTML', async () => {
    const list = await call(t, { method: 'GET', url: `${blogPaths.list}?pageSize=100` });
    expect(list.statusCode).toBe(200);
    const slugs = list.json().data.data.map((row: { slug: string }) => row.slug);
    expect(slugs.slice(0, 3)).toEqual(['how-turnover-works', 'play-within-budget', 'what-is-yeekee']);
    expect(list.json().data.data[0]).toMatchObject({
      title: expect.stringMatching(/[ก-๙]/),
      coverUrl: '/blog-covers/how-turnover-works.svg',
    });
    const one = await article('how-turnover-works');
    expect(one.statusCode).toBe(200);
    expect(one.json().data.bodyHtml).toContain('<h2>');
  });

  it('serves a hostile body inert through the API', async () => {
    const { slug } = await create({ bodyMarkdown: HOSTILE });
    const html: string = (await article(slug)).json().data.bodyHtml;
    expectInert(html);
    expect(html).toContain('&lt;script&gt;');
  });

  it('hides drafts and future dates from members; publishing dates it; audits every change', async () => {
    const draft = await create({ published: false });
    expect(draft.publishedAt).toBeNull();
    expect((await article(draft.slug)).json().status.code).toBe(errorCatalogue.BLOG_ARTICLE_NOT_FOUND.code);
    const scheduled = await create({ publishedAt: new Date(t.clock.now().getTime() + 60_000).toISOString() });
    expect((await article(scheduled.slug)).statusCode).toBe(404);

    const url = blogPaths.adminArticle.replace(':id', draft.id);
    const published = await call(t, {
      method: 'PUT',
      url,
      token: staff.owner,
      body: input({ slug: draft.slug, title: 'เผยแพร่แล้ว', published: true }),
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.publishedAt).toBe(t.clock.now().toISOString());
    expect((await article(draft.slug)).json().data.title).toBe('เผยแพร่แล้ว');
    expect(await auditRows(t, 'blog.article.create', draft.id)).toHaveLength(1);
    expect(await auditRows(t, 'blog.article.update', draft.id)).toHaveLength(1);

    const removed = await call(t, { method: 'DELETE', url, token: staff.owner });
    expect(removed.statusCode).toBe(200);
    expect((await article(draft.slug)).statusCode).toBe(404);
    expect(await auditRows(t, 'blog.article.delete', draft.id)).toHaveLength(1);
  });

  it('refuses a taken slug and bad input with the envelope, changing nothing', async () => {
    const first = await create();
    const before = await t.database.db.select().from(schema.blogArticles);
    const taken = await call(t, {
      url: blogPaths.adminList,
      token: staff.owner,
      body: input({ slug: first.slug }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.code).toBe(errorCatalogue.BLOG_SLUG_TAKEN.code);
    expect(taken.json().data.field).toBe('slug');
    for (const body of [
      input({ slug: 'Not A Slug' }),
      input({ title: '' }),
      input({ coverUrl: 'javascript:alert(1)' }),
      input({ coverUrl: 'http://insecure.example/a.png' }),
    ]) {
      const res = await call(t, { url: blogPaths.adminList, token: staff.owner, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    }
    expect(await t.database.db.select().from(schema.blogArticles)).toHaveLength(before.length);
    const finance = await call(t, { url: blogPaths.adminList, token: staff.finance, body: input() });
    expect(finance.statusCode).toBe(403);
  });

  it('previews Markdown with the members’ renderer', async () => {
    const res = await call(t, {
      url: blogPaths.adminPreview,
      token: staff.support,
      body: { bodyMarkdown: '**หนา** <b>raw</b>' },
    });
    expect(res.json().data.bodyHtml).toBe('<p><strong>หนา</strong> &lt;b&gt;raw&lt;/b&gt;</p>\n');
  });
});
