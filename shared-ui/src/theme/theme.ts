/** Design tokens shared by the host and every remote. */
export const theme = {
  colors: {
    background: '#0d0b1e',
    surface: '#1a1636',
    surfaceRaised: '#26204a',
    border: '#3a3166',
    text: '#f4f1ff',
    textMuted: '#b9b2d9',
    accent: '#f5c542',
    accentText: '#1a1300',
    // Dark enough for white text on it (5.1:1) and still a 3:1 border on the page background.
    secondary: '#6842f5',
    danger: '#ff5d6c',
    success: '#3ddc97',
    overlay: 'rgba(5, 4, 15, 0.78)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Trebuchet MS', system-ui, sans-serif",
  },
  radius: { small: '6px', medium: '12px', large: '20px', pill: '999px' },
  space: (steps: number): string => `${steps * 4}px`,
  breakpoints: { phone: '640px', tablet: '960px' },
  shadow: '0 12px 40px rgba(0, 0, 0, 0.45)',
  zIndex: { header: 50, menu: 80, modal: 100, tooltip: 120 },
} as const;

export type Theme = typeof theme;

/** The media condition of viewports up to the phone breakpoint, for `sizes`, `<source media>` and `matchMedia`. */
export const phoneMedia = `(max-width: ${theme.breakpoints.phone})`;
/** Media query for viewports up to the phone breakpoint. */
export const onPhone = `@media ${phoneMedia}`;
/** Media query for viewports up to the tablet breakpoint (the mobile menu shows below it). */
export const belowTablet = `@media (max-width: ${theme.breakpoints.tablet})`;
/** Media query for viewports wider than the tablet breakpoint (the desktop navigation shows). */
export const aboveTablet = `@media (min-width: calc(${theme.breakpoints.tablet} + 1px))`;
