/** Pagination as the API does it: `page` from 1, `next_page` null on the last page, empty past the end. */

export interface Page<T> {
  data: T[];
  meta: { page: number; page_size: number; total: number; next_page: number | null };
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    meta: {
      page,
      page_size: pageSize,
      total: items.length,
      next_page: start + pageSize < items.length ? page + 1 : null,
    },
  };
}
