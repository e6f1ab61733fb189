import { el, isRed } from '../dom';

/** A face-up card, with an optional caption under it ('third card', 'war'). */
export const faceCard = (label: string, caption?: string): HTMLDivElement =>
  el('div', { class: 'card' + (isRed(label) ? ' red' : '') }, label, caption ? el('small', {}, caption) : null);

/** Face-down cards. */
export const backs = (n: number): HTMLDivElement[] => Array.from({ length: n }, () => el('div', { class: 'card back' }));
