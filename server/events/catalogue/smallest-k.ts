/**
 * The k first of the items 0..count-1 under `before` (a strict order), in order, in O(count · log k): a heap keeps
 * the k best seen so far with the worst on top, so a listing page never sorts every match.
 */
export function smallestK(count: number, k: number, before: (a: number, b: number) => boolean): number[] {
  const size = Math.min(k, count);
  if (size <= 0) return [];
  const heap = new Int32Array(size);
  const worse = (i: number, j: number) => before(heap[j]!, heap[i]!);
  const swap = (i: number, j: number) => {
    const item = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = item;
  };
  const siftDown = (from: number) => {
    for (let i = from; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < size && worse(left, top)) top = left;
      if (right < size && worse(right, top)) top = right;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (let item = 0; item < size; item += 1) {
    heap[item] = item;
    for (let i = item; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
  }
  for (let item = size; item < count; item += 1) {
    if (!before(item, heap[0]!)) continue;
    heap[0] = item;
    siftDown(0);
  }
  return [...heap].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
