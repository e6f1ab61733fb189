/** A slug's words capitalised, as in the title of /games/{slug} (`mega-moolah` → `Mega Moolah`). */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
