import styled from 'styled-components';
import { onPhone } from 'shared-ui';

// A phone scrolls a wide table sideways rather than squeezing its columns.
export const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
`;

/** A table of figures: the first column names the row, the figures align right. */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & caption { text-align: left; color: ${({ theme }) => theme.colors.textMuted}; padding-bottom: ${({ theme }) => theme.space(2)}; }
  & th, & td { padding: ${({ theme }) => theme.space(2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  & thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  & td, & thead th:not(:first-child) { text-align: right; }
  & th:first-child { text-align: left; }
  & th[scope='row'] { font-weight: 400; }
  & tfoot th, & tfoot td { font-weight: 700; border-bottom: 0; }
  ${onPhone} {
    font-size: 0.9rem;
    /* The row's name stays in sight while the figures scroll. */
    & th:first-child { position: sticky; left: 0; background: ${({ theme }) => theme.colors.surface}; }
  }
`;
