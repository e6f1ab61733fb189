/**
 * SPEC §5 game-name cleaning: trade marks, quotes and punctuation are stripped and accents
 * folded, so 'dragons hoard', "Dragon's Hoard" and 'pinatas' find what a player means.
 * '&' and '-' stay because they carry meaning in names ('Yak, Yeti & Roll', 'T-Rex').
 */
export function cleanGameName(name: string): string {
  // Marks go before NFKD, which would turn ™ into the letters TM.
  return name
    .replace(/[™®©℠]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`´"“”]/g, '')
    .replace(/[^\p{L}\p{N}&\-\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
