import {
  type AdminProduct,
  adminProductSchema,
  lotteryBoardHref,
  type UpdateProductRequest,
} from '@chokdee/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** Puts the product the server answered into the cached list, so the table shows it at once. */
export const storeProduct = (queryClient: QueryClient, product: AdminProduct) =>
  queryClient.setQueryData<AdminProduct[]>(lotteryKeys.products, (list) =>
    list?.map((item) => (item.code === product.code ? product : item)),
  );

/**
 * `PATCH /api/admin/lottery/products/{code}`: only the fields that changed. Silent: the editor (or
 * the toggle's toast) shows the refusal.
 */
export const updateProduct = async (code: string, body: UpdateProductRequest) =>
  adminProductSchema.parse(await api.patch<unknown>(lotteryBoardHref.product(code), body, { silent: true }));

export const useUpdateProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateProductRequest }) => updateProduct(code, body),
    onSuccess: (product) => storeProduct(queryClient, product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.products }),
  });
};
