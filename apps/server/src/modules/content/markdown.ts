import MarkdownIt from 'markdown-it';

/**
 * Staff-written Markdown → the HTML members see. Safe by construction rather than by cleaning:
 * - `html: false`: raw HTML in the source (`<script>`, `<img onerror>`, `<iframe>`) is escaped and
 *   shows as text;
 * - links and images pass `validateLink` only with an https/http, mailto or tel URL, or a site path
 *   or fragment (`/promotions`, `#rules`): `javascript:`, `data:`, `vbscript:`, `file:` and
 *   protocol-relative `//host` are refused and stay plain text;
 * - links that leave the site open in a new tab with `rel="noopener noreferrer nofollow"`.
 * Attribute values are escaped by markdown-it itself.
 */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
/** Images only from https or the site itself (the same rule as the cover's `imageUrlSchema`). */
const SAFE_IMAGE = /^(?:https:\/\/|\/(?!\/))/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const src = token?.attrGet('src') ?? '';
  if (!token || !SAFE_IMAGE.test(src)) return markdown.utils.escapeHtml(token?.content ?? '');
  // A phone downloads images as it scrolls to them, not all with the article.
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return defaultImage
    ? defaultImage(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token && /^https?:\/\//i.test(token.attrGet('href') ?? '')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

export const renderArticleMarkdown = (source: string): string => markdown.render(source);
