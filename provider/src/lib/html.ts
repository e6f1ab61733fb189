/** Text placed inside server-rendered HTML (element content or a quoted attribute). */
export const escapeHtml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char]!);
