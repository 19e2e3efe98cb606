/**
 * The lottery reads' zod schemas, imported on demand by the query functions: the home page shows
 * the list and results, and zod stays off its first load (architecture.md, web budgets).
 */
export { lottoListSchema, lottoResultsPageSchema } from '@chokdee/contracts';
