/**
 * The first `k` of `items` in the order a stable sort by `compare` gives them, without sorting the
 * rest: a query at a provider's size matches thousands of records and shows twenty. A bounded
 * max-heap keeps the k best seen so far (n log k comparisons instead of n log n); items that
 * compare equal keep their input order, as with Array.prototype.sort.
 */
export function firstK<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  // Ties go to the earlier item, so that the order is the stable sort's.
  const before = (a: number, b: number): boolean => {
    const order = compare(items[a], items[b]);
    return order < 0 || (order === 0 && a < b);
  };
  if (k >= items.length)
    return items
      .map((_, i) => i)
      .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
      .map((i) => items[i]);

  // heap[0] is the worst of the k kept: each later item replaces it when it comes before it.
  const heap: number[] = [];
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && before(heap[worst], heap[left])) worst = left;
      if (right < heap.length && before(heap[worst], heap[right])) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst], heap[at]];
      at = worst;
    }
  };
  for (let i = 0; i < items.length; i++) {
    if (heap.length < k) {
      heap.push(i);
      // Sift up: the new item rises above every kept item it comes after.
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!before(heap[parent], heap[at])) break;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (before(i, heap[0])) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1)).map((i) => items[i]);
}
