/** Cards by label for tests: 'Qs' = queen of spades (ranks 23456789TJQKA, suits s h d c = 0 1 2 3). */
export const cardOf = (label: string) => '23456789TJQKA'.indexOf(label[0]!) + 13 * 'shdc'.indexOf(label[1]!);

/** Space-separated labels as cards: 'As Ks Qs'. */
export const cardsOf = (labels: string) => labels.split(' ').map(cardOf);

/** The scripted draws that make `drawDistinct(pool, n)` deal exactly `wanted`, in order. */
export function scriptFor(pool: readonly number[], wanted: readonly number[]): number[] {
  const copy = [...pool];
  return wanted.map((target, index) => {
    const at = copy.indexOf(target);
    [copy[index], copy[at]] = [copy[at]!, copy[index]!];
    return at - index;
  });
}
