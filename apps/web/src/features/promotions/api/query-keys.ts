/** The promotions feature's query keys; `all` is the prefix a `promotion.updated` push invalidates. */
export const promotionKeys = {
  all: ['promotions'],
  list: ['promotions', 'list'],
  me: ['promotions', 'me'],
  history: ['promotions', 'history'],
  banners: ['promotion-banners'],
} as const;
